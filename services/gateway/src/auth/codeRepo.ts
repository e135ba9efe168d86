import type { Db } from '../db/Db.js'

/** A stored code as a check sees it, after counting the check. */
export interface CodeCheck {
  codeHash: Uint8Array
  /** Checks made of this code, this one included. */
  attempts: number
  expiresAt: Date
}

/**
 * Stores a new code for `email` unless one was sent less than `cooldownMs` ago. Returns null when stored,
 * else the ms left in the cooldown. One statement, so two concurrent starts cannot both send.
 */
export async function storeCode(
  db: Db,
  email: string,
  codeHash: Uint8Array,
  now: Date,
  ttlMs: number,
  cooldownMs: number,
): Promise<number | null> {
  const cutoff = new Date(now.getTime() - cooldownMs)
  const stored = await db.query(
    `INSERT INTO auth_codes (email, code_hash, attempts, sent_at, expires_at) VALUES ($1, $2, 0, $3, $4)
     ON CONFLICT (email) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0, sent_at = EXCLUDED.sent_at,
       expires_at = EXCLUDED.expires_at
     WHERE auth_codes.sent_at <= $5
     RETURNING email`,
    [email, codeHash, now, new Date(now.getTime() + ttlMs), cutoff],
  )
  if (stored.rows.length > 0) return null
  const { rows } = await db.query<{ sent_at: Date }>('SELECT sent_at FROM auth_codes WHERE email = $1', [
    email,
  ])
  const sentAt = rows[0] ? new Date(rows[0].sent_at).getTime() : now.getTime()
  return Math.max(1, sentAt + cooldownMs - now.getTime())
}

/** Counts one check of `email`'s code and returns it (null when there is none). Atomic. */
export async function countCheck(db: Db, email: string): Promise<CodeCheck | null> {
  const { rows } = await db.query<{ code_hash: Uint8Array; attempts: number; expires_at: Date }>(
    'UPDATE auth_codes SET attempts = attempts + 1 WHERE email = $1 RETURNING code_hash, attempts, expires_at',
    [email],
  )
  const row = rows[0]
  if (!row) return null
  return {
    codeHash: new Uint8Array(row.code_hash),
    attempts: row.attempts,
    expiresAt: new Date(row.expires_at),
  }
}

/** Uses up `email`'s code if it is still the one with `codeHash`; says whether this call used it. */
export async function consumeCode(db: Db, email: string, codeHash: Uint8Array): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM auth_codes WHERE email = $1 AND code_hash = $2 RETURNING email',
    [email, codeHash],
  )
  return rows.length > 0
}

/** Forgets `email`'s code (a send that failed). */
export async function deleteCode(db: Db, email: string): Promise<void> {
  await db.query('DELETE FROM auth_codes WHERE email = $1', [email])
}
