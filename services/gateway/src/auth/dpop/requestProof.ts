import type { FastifyRequest } from 'fastify'
import type { AuthContext } from '../authContext.js'
import { type CheckedProof, checkDpopProof } from './dpopProof.js'
import { rememberProof } from './dpopReplay.js'

/**
 * The origins a proof's `htu` may name for this request: the gateway's configured public URL, and the origin the
 * request was sent to (its scheme and Host header), so a gateway reached under another name still matches.
 */
function requestOrigins(req: FastifyRequest, ctx: AuthContext): string[] {
  const origins = [`${req.protocol}://${req.host}`]
  if (ctx.publicUrl) origins.push(new URL(ctx.publicUrl).origin)
  return origins
}

/**
 * The request's DPoP proof (RFC 9449), checked against the request (method, URL, `ath` of `accessToken` when
 * given) and recorded so it is never accepted again. Login and refresh call it before anything else, so the
 * session they open is bound to the proof's key from the start.
 * @throws a 401 with `WWW-Authenticate: DPoP error="invalid_dpop_proof"` naming the failed check.
 */
export async function requireProof(
  req: FastifyRequest,
  ctx: AuthContext,
  accessToken?: string,
): Promise<CheckedProof> {
  const now = ctx.now()
  const proof = await checkDpopProof(req.headers.dpop, {
    method: req.method,
    path: req.url.split('?')[0] ?? '',
    origins: requestOrigins(req, ctx),
    ...(accessToken !== undefined ? { accessToken } : {}),
    now,
  })
  await rememberProof(ctx.db, proof, now)
  return proof
}
