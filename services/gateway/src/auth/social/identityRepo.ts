import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/Db.js'
import type { AuthUser } from '../userRepo.js'

/** Longest username kept. */
const MAX_USERNAME_LENGTH = 100

/**
 * A provider's display name as plain text: control and format characters (bidi overrides included) removed,
 * trimmed, at most 100 characters; null when nothing is left. It is shown as text everywhere, never as HTML.
 */
export function plainUsername(raw: string | undefined): string | null {
  if (raw === undefined) return null
  const clean = raw.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  return clean ? clean.slice(0, MAX_USERNAME_LENGTH) : null
}

/**
 * The user of a provider account, created at its first login: the same provider and subject always give the
 * same user (and so the same wallet). The username is updated to the provider's latest.
 */
export async function upsertIdentityUser(
  db: Db,
  provider: string,
  subject: string,
  username: string | null,
): Promise<AuthUser> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ user_id: string }>(
      `UPDATE auth_identities SET username = $3, updated_at = now() WHERE provider = $1 AND subject = $2
       RETURNING user_id`,
      [provider, subject, username],
    )
    let userId = found.rows[0]?.user_id
    if (!userId) {
      userId = randomUUID()
      await tx.query('INSERT INTO auth_users (id, email) VALUES ($1, NULL)', [userId])
      const inserted = await tx.query<{ user_id: string }>(
        `INSERT INTO auth_identities (provider, subject, user_id, username) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
        [provider, subject, userId, username],
      )
      if (!inserted.rows[0]) throw new Error('a parallel first login of this account; try again')
    }
    return { id: userId, email: '' }
  })
}
