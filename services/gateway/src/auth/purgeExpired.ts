import type { Db } from '../db/Db.js'
import { AUTH_PURGE_BATCH, AUTH_PURGE_GRACE_MS } from './authConstants.js'

/**
 * Deletes login codes and sessions that expired more than {@link AUTH_PURGE_GRACE_MS} before `now`, at most
 * {@link AUTH_PURGE_BATCH} of each. It runs on write (each login start), so every gateway instance shares the
 * work with no timer and no leader; both deletes use an index on `expires_at`. A live session's expiry moves on
 * at each refresh, so only dead ones (expired, or revoked and then expired) go.
 */
export async function purgeExpiredAuth(db: Db, now: Date): Promise<{ codes: number; sessions: number }> {
  const before = new Date(now.getTime() - AUTH_PURGE_GRACE_MS)
  const codes = await db.query(
    `DELETE FROM auth_codes WHERE email IN
       (SELECT email FROM auth_codes WHERE expires_at < $1 LIMIT ${AUTH_PURGE_BATCH}) RETURNING email`,
    [before],
  )
  const sessions = await db.query(
    `DELETE FROM auth_sessions WHERE id IN
       (SELECT id FROM auth_sessions WHERE expires_at < $1 LIMIT ${AUTH_PURGE_BATCH}) RETURNING id`,
    [before],
  )
  return { codes: codes.rows.length, sessions: sessions.rows.length }
}
