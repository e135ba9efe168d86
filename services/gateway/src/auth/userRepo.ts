import { randomUUID } from 'node:crypto'
import type { Db } from '../db/Db.js'

/** An embedded-wallet account: one per (lower-cased) email. */
export interface AuthUser {
  id: string
  email: string
}

/** The account of `email`, created on its first successful login. */
export async function upsertUser(db: Db, email: string): Promise<AuthUser> {
  const { rows } = await db.query<AuthUser>(
    `INSERT INTO auth_users (id, email) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id, email`,
    [randomUUID(), email],
  )
  const user = rows[0]
  if (!user) throw new Error('upsert returned no user')
  return user
}
