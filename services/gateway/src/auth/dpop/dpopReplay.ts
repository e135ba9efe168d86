import type { Db } from '../../db/Db.js'
import { AUTH_PURGE_BATCH } from '../authConstants.js'
import { badProof, DpopMessages } from './dpopErrors.js'
import type { CheckedProof } from './dpopProof.js'

/**
 * Records a proof's `jti` (per key) in the table every gateway instance shares, and refuses it when it was seen
 * before: a proof is good for one request. Rows whose `iat` window has passed are purged here, a batch at a time,
 * so the table holds about one window of traffic and needs no timer.
 * @throws a 401 `invalid_dpop_proof` for a replayed proof.
 */
export async function rememberProof(db: Db, proof: CheckedProof, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM auth_dpop_proofs WHERE (jkt, jti) IN
       (SELECT jkt, jti FROM auth_dpop_proofs WHERE expires_at < $1 LIMIT ${AUTH_PURGE_BATCH})`,
    [now],
  )
  const { rows } = await db.query<{ jti: string }>(
    `INSERT INTO auth_dpop_proofs (jkt, jti, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (jkt, jti) DO NOTHING RETURNING jti`,
    [proof.jkt, proof.jti, proof.expiresAt],
  )
  if (rows.length === 0) throw badProof(DpopMessages.REPLAYED)
}
