import type { Db } from '../db/Db.js'

/** A stored session, as the auth routes read it. */
export interface SessionRow {
  id: string
  userId: string
  email: string
  projectId: string
  authTime: Date
  expiresAt: Date
  revokedAt: Date | null
  /** RFC 9449: thumbprint of the device key the session is bound to (null: opened before binding existed). */
  dpopJkt: string | null
}

interface Row {
  id: string
  user_id: string
  /** Null for a social account (migration 0011). */
  email: string | null
  project_id: string
  auth_time: Date
  expires_at: Date
  revoked_at: Date | null
  dpop_jkt: string | null
}

const toSession = (r: Row): SessionRow => ({
  id: r.id,
  userId: r.user_id,
  email: r.email ?? '',
  projectId: r.project_id,
  authTime: new Date(r.auth_time),
  expiresAt: new Date(r.expires_at),
  revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
  dpopJkt: r.dpop_jkt,
})

/** What a new session stores. */
export interface NewSession {
  id: string
  userId: string
  projectId: string
  refreshHash: Uint8Array
  authTime: Date
  expiresAt: Date
  /** The device key's thumbprint (RFC 7638) from the login's DPoP proof. */
  dpopJkt: string
}

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO auth_sessions (id, user_id, project_id, refresh_hash, auth_time, expires_at, dpop_jkt)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [s.id, s.userId, s.projectId, s.refreshHash, s.authTime, s.expiresAt, s.dpopJkt],
  )
}

/** The session `id` with its user's email, revoked or not (null when unknown). */
export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const { rows } = await db.query<Row>(
    `SELECT s.id, s.user_id, u.email, s.project_id, s.auth_time, s.expires_at, s.revoked_at, s.dpop_jkt
     FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id WHERE s.id = $1`,
    [id],
  )
  return rows[0] ? toSession(rows[0]) : null
}

/**
 * Swaps the refresh token's hash, only while the session is live and `oldHash` is the current one, and moves
 * the expiry on. Returns the session, or null when the swap did not happen (revoked, expired, stale token).
 */
export async function rotateRefresh(
  db: Db,
  id: string,
  oldHash: Uint8Array,
  newHash: Uint8Array,
  now: Date,
  expiresAt: Date,
): Promise<SessionRow | null> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE auth_sessions SET refresh_hash = $3, refreshed_at = $4, expires_at = $5
     WHERE id = $1 AND refresh_hash = $2 AND revoked_at IS NULL AND expires_at > $4 RETURNING id`,
    [id, oldHash, newHash, now, expiresAt],
  )
  return rows[0] ? findSession(db, id) : null
}

/** Revokes one session (idempotent). */
export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now])
}

/** Revokes every live session of a user (sign out everywhere). */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ])
}
