import type { Db } from '../db/Db.js'
import { SIWX_NONCE_PURGE_AFTER_MS } from './siwxConstants.js'

/** Stores a new nonce for a project, and deletes nonces long expired. */
export async function storeNonce(db: Db, nonce: string, projectId: string, expiresAt: Date): Promise<void> {
  await db.query('DELETE FROM siwx_nonces WHERE expires_at < $1', [
    new Date(expiresAt.getTime() - SIWX_NONCE_PURGE_AFTER_MS),
  ])
  await db.query('INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)', [
    nonce,
    projectId,
    expiresAt,
  ])
}

/**
 * Consumes a nonce in one statement: true only for the first use of a live nonce of this project. A second
 * use (a replay), an expired or an unknown nonce gives false.
 */
export async function consumeNonce(db: Db, nonce: string, projectId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE siwx_nonces SET used_at = $3 WHERE nonce = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING nonce`,
    [nonce, projectId, now],
  )
  return rows.length === 1
}

/** One signed-in session. */
export interface SiwxSessionRow {
  id: string
  projectId: string
  account: string
  chainId: string
  domain: string
  expiresAt: Date
}

export async function insertSession(db: Db, s: SiwxSessionRow): Promise<void> {
  await db.query(
    'INSERT INTO siwx_sessions (id, project_id, account, chain_id, domain, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [s.id, s.projectId, s.account, s.chainId, s.domain, s.expiresAt],
  )
}

/** Whether the session exists, is not revoked and has not expired. */
export async function sessionIsLive(db: Db, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT id FROM siwx_sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [id, now],
  )
  return rows.length === 1
}

/** Revokes a session; false when it was unknown or already revoked. */
export async function revokeSession(db: Db, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE siwx_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [id, now],
  )
  return rows.length === 1
}
