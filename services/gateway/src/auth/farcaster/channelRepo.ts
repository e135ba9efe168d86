import type { Db } from '../../db/Db.js'
import { sha256 } from '../social/socialFlowRepo.js'

/** A channel as created for the secure frame. */
export interface NewChannel {
  token: string
  projectId: string
  appOrigin: string
  nonce: string
  domain: string
  siweUri: string
  flowKeyHash: Uint8Array
  expiresAt: Date
}

/** A live channel as the status and authenticate routes see it. */
export interface ChannelRow {
  nonce: string
  domain: string
  siweUri: string
  completed: boolean
  fid: number | null
  custody: string | null
  username: string | null
  message: string | null
  signature: string | null
}

/** What the Farcaster app's signed message established, once checked. */
export interface ChannelCompletion {
  fid: number
  custody: string
  userId: string
  username: string | null
  message: string
  signature: string
}

export async function insertChannel(db: Db, c: NewChannel): Promise<void> {
  await db.query(
    `INSERT INTO auth_farcaster_channels
       (token_hash, project_id, app_origin, nonce, domain, siwe_uri, flow_key_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [sha256(c.token), c.projectId, c.appOrigin, c.nonce, c.domain, c.siweUri, c.flowKeyHash, c.expiresAt],
  )
}

/** The live (unexpired) channel of `token`, or null. */
export async function findChannel(db: Db, token: string, now: Date): Promise<ChannelRow | null> {
  const { rows } = await db.query<{
    nonce: string
    domain: string
    siwe_uri: string
    completed_at: Date | null
    fid: string | number | null
    custody: string | null
    username: string | null
    message: string | null
    signature: string | null
  }>(
    `SELECT nonce, domain, siwe_uri, completed_at, fid, custody, username, message, signature
     FROM auth_farcaster_channels WHERE token_hash = $1 AND expires_at > $2`,
    [sha256(token), now],
  )
  const r = rows[0]
  if (!r) return null
  return {
    nonce: r.nonce,
    domain: r.domain,
    siweUri: r.siwe_uri,
    completed: r.completed_at !== null,
    fid: r.fid === null ? null : Number(r.fid),
    custody: r.custody,
    username: r.username,
    message: r.message,
    signature: r.signature,
  }
}

/**
 * Completes the channel of `token` once: only a live channel no message completed yet (one atomic UPDATE, so a
 * second or parallel completion gets false).
 */
export async function completeChannel(
  db: Db,
  token: string,
  done: ChannelCompletion,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ fid: string }>(
    `UPDATE auth_farcaster_channels
     SET completed_at = $2, fid = $3, custody = $4, user_id = $5, username = $6, message = $7, signature = $8
     WHERE token_hash = $1 AND completed_at IS NULL AND expires_at > $2
     RETURNING fid`,
    [sha256(token), now, done.fid, done.custody, done.userId, done.username, done.message, done.signature],
  )
  return rows.length === 1
}

/**
 * Takes the completed channel of `token` for a session, only with the flow key that created it, for its project
 * and before it expires; the row is deleted in the same statement, so a channel gives at most one session.
 */
export async function redeemChannel(
  db: Db,
  token: string,
  flowKey: string,
  projectId: string,
  now: Date,
): Promise<{ userId: string; username: string | null; fid: number } | null> {
  const { rows } = await db.query<{ user_id: string; username: string | null; fid: string | number }>(
    `DELETE FROM auth_farcaster_channels
     WHERE token_hash = $1 AND flow_key_hash = $2 AND project_id = $3 AND completed_at IS NOT NULL
       AND expires_at > $4
     RETURNING user_id, username, fid`,
    [sha256(token), sha256(flowKey), projectId, now],
  )
  const r = rows[0]
  return r ? { userId: r.user_id, username: r.username, fid: Number(r.fid) } : null
}

/** Drops channels past their expiry (called at each creation, so the table stays small without a timer). */
export async function purgeChannels(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM auth_farcaster_channels WHERE expires_at <= $1', [now])
}
