import { createHash } from 'node:crypto'
import type { Db } from '../../db/Db.js'

/** SHA-256, for states and flow keys: both are 256-bit random values, so a fast hash is enough. */
export const sha256 = (value: string) => new Uint8Array(createHash('sha256').update(value).digest())

/** A login in progress, as stored at its start. */
export interface NewSocialFlow {
  state: string
  projectId: string
  provider: string
  appOrigin: string
  /** F-21: the app page a same-window login returns to. */
  returnUrl?: string
  codeVerifier: string
  nonce?: string
  flowKeyHash: Uint8Array
  expiresAt: Date
}

/** A flow claimed by its callback. */
export interface ClaimedFlow {
  projectId: string
  provider: string
  appOrigin: string
  returnUrl: string | null
  codeVerifier: string
  nonce: string | null
}

export async function insertFlow(db: Db, f: NewSocialFlow): Promise<void> {
  await db.query(
    `INSERT INTO auth_social_flows
       (state_hash, project_id, provider, app_origin, code_verifier, nonce, flow_key_hash, expires_at, return_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      sha256(f.state),
      f.projectId,
      f.provider,
      f.appOrigin,
      f.codeVerifier,
      f.nonce ?? null,
      f.flowKeyHash,
      f.expiresAt,
      f.returnUrl ?? null,
    ],
  )
}

/**
 * Claims the flow of `state` for its one callback: only a live flow of `projectId` that no callback used yet.
 * One atomic UPDATE, so a replayed or parallel callback gets null.
 */
export async function claimFlow(
  db: Db,
  state: string,
  projectId: string,
  now: Date,
): Promise<ClaimedFlow | null> {
  const { rows } = await db.query<{
    project_id: string
    provider: string
    app_origin: string
    return_url: string | null
    code_verifier: string
    nonce: string | null
  }>(
    `UPDATE auth_social_flows SET callback_at = $3
     WHERE state_hash = $1 AND project_id = $2 AND callback_at IS NULL AND expires_at > $3
     RETURNING project_id, provider, app_origin, return_url, code_verifier, nonce`,
    [sha256(state), projectId, now],
  )
  const r = rows[0]
  return r
    ? {
        projectId: r.project_id,
        provider: r.provider,
        appOrigin: r.app_origin,
        returnUrl: r.return_url,
        codeVerifier: r.code_verifier,
        nonce: r.nonce,
      }
    : null
}

/** Records who the provider said the user is, once its answer passed every check. */
export async function completeFlow(
  db: Db,
  state: string,
  userId: string,
  username: string | null,
): Promise<void> {
  await db.query(
    'UPDATE auth_social_flows SET user_id = $2, username = $3, code_verifier = $4 WHERE state_hash = $1',
    [sha256(state), userId, username, ''],
  )
}

/**
 * Takes the completed flow of `state` for a session, only with the flow key that started it and before it
 * expires; the row is deleted in the same statement, so a flow gives at most one session.
 */
export async function redeemFlow(
  db: Db,
  state: string,
  flowKey: string,
  projectId: string,
  now: Date,
): Promise<{ userId: string; provider: string; username: string | null } | null> {
  const { rows } = await db.query<{ user_id: string; provider: string; username: string | null }>(
    `DELETE FROM auth_social_flows
     WHERE state_hash = $1 AND flow_key_hash = $2 AND project_id = $3 AND user_id IS NOT NULL AND expires_at > $4
     RETURNING user_id, provider, username`,
    [sha256(state), sha256(flowKey), projectId, now],
  )
  const r = rows[0]
  return r ? { userId: r.user_id, provider: r.provider, username: r.username } : null
}

/** Drops flows past their expiry (called at each start, so the table stays small without a timer). */
export async function purgeFlows(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM auth_social_flows WHERE expires_at <= $1', [now])
}
