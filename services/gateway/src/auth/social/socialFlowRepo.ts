import { createHash } from 'node:crypto'
import type { Db } from '../../db/Db.js'

/** SHA-256, for states and flow keys: both are 256-bit random values, so a fast hash is enough. */
export const sha256 = (value: string) => new Uint8Array(createHash('sha256').update(value).digest())

/**
 * A login in progress, as stored at its start. There is no code verifier: the provider's PKCE challenge is the
 * frame's flow key hash, and the flow key (the verifier) arrives only with the redeem (issue 22).
 */
export interface NewSocialFlow {
  state: string
  projectId: string
  provider: string
  appOrigin: string
  /** F-21: the app page a same-window login returns to. */
  returnUrl?: string
  nonce?: string
  flowKeyHash: Uint8Array
  expiresAt: Date
}

/** Where a flow's callback page reports: the app origin, and a same-window login's return page (F-21). */
export interface FlowDestination {
  provider: string
  appOrigin: string
  returnUrl: string | null
}

/** A flow taken by its redeem: what the provider's answer is checked against. */
export interface TakenFlow {
  provider: string
  nonce: string | null
}

export async function insertFlow(db: Db, f: NewSocialFlow): Promise<void> {
  // code_verifier (migration 0011) stays empty: the verifier is the frame's flow key, never stored.
  await db.query(
    `INSERT INTO auth_social_flows
       (state_hash, project_id, provider, app_origin, code_verifier, nonce, flow_key_hash, expires_at, return_url)
     VALUES ($1, $2, $3, $4, '', $5, $6, $7, $8)`,
    [
      sha256(f.state),
      f.projectId,
      f.provider,
      f.appOrigin,
      f.nonce ?? null,
      f.flowKeyHash,
      f.expiresAt,
      f.returnUrl ?? null,
    ],
  )
}

/**
 * Where the live flow of `state` (of `projectId`) reports, for the callback page; null when there is none. It
 * reads only: the callback page proves nothing, and the flow stays for the frame that holds its key.
 */
export async function flowDestination(
  db: Db,
  state: string,
  projectId: string,
  now: Date,
): Promise<FlowDestination | null> {
  const { rows } = await db.query<{ provider: string; app_origin: string; return_url: string | null }>(
    `SELECT provider, app_origin, return_url FROM auth_social_flows
     WHERE state_hash = $1 AND project_id = $2 AND expires_at > $3`,
    [sha256(state), projectId, now],
  )
  const r = rows[0]
  return r ? { provider: r.provider, appOrigin: r.app_origin, returnUrl: r.return_url } : null
}

/**
 * Takes the live flow of `state` for its one exchange, only with the flow key that started it: the row is
 * deleted in the same statement, so a flow is exchanged at most once, and a wrong key leaves it untouched.
 */
export async function takeFlow(
  db: Db,
  state: string,
  flowKey: string,
  projectId: string,
  now: Date,
): Promise<TakenFlow | null> {
  const { rows } = await db.query<{ provider: string; nonce: string | null }>(
    `DELETE FROM auth_social_flows
     WHERE state_hash = $1 AND flow_key_hash = $2 AND project_id = $3 AND expires_at > $4
     RETURNING provider, nonce`,
    [sha256(state), sha256(flowKey), projectId, now],
  )
  const r = rows[0]
  return r ? { provider: r.provider, nonce: r.nonce } : null
}

/** Drops flows past their expiry (called at each start, so the table stays small without a timer). */
export async function purgeFlows(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM auth_social_flows WHERE expires_at <= $1', [now])
}
