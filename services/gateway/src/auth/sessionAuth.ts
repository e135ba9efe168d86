import type { FastifyRequest } from 'fastify'
import type { AuthContext } from './authContext.js'
import { badToken, DpopMessages, dpopRefusal } from './dpop/dpopErrors.js'
import { requireProof } from './dpop/requestProof.js'
import { findSession, type SessionRow } from './sessionRepo.js'
import { verifyAccessToken } from './sessionTokens.js'

/** The one answer to a missing, malformed, expired or revoked access token. */
export const UNAUTHORIZED_MESSAGE = DpopMessages.NO_SESSION

/** `Authorization: <scheme> <token>`, the scheme either DPoP or (refused, but named in the answer) Bearer. */
const AUTHORIZATION = /^(DPoP|Bearer) ([A-Za-z0-9._-]{1,2048})$/i

/**
 * The live session of a request's `Authorization: DPoP <access token>` with its `DPoP` proof (RFC 9449): the proof
 * must pass every check (method, URL, iat, ath, never seen before), the token must verify and be bound (`cnf.jkt`)
 * to the proof's key, and its session must be neither revoked nor expired in the database (so a revocation takes
 * effect at once), be bound to the same key, and belong to the project the request names. A bearer token, a token
 * without its proof or with another device's proof is refused.
 * @throws a 401 with `WWW-Authenticate: DPoP …` (`invalid_token` or `invalid_dpop_proof`) and a JSON message.
 */
export async function requireSession(
  req: FastifyRequest,
  ctx: AuthContext,
  projectId: string,
): Promise<SessionRow> {
  const header = req.headers.authorization
  if (header === undefined) throw dpopRefusal(undefined, DpopMessages.NO_SESSION, 'authorization')
  const match = typeof header === 'string' ? AUTHORIZATION.exec(header) : null
  if (!match?.[1] || !match[2]) throw badToken(DpopMessages.NO_SESSION)
  if (match[1].toLowerCase() === 'bearer') throw badToken(DpopMessages.BEARER_REFUSED)
  const token = match[2]
  const proof = await requireProof(req, ctx, token)
  const claims = await verifyAccessToken((await ctx.keys()).tokenKey, token)
  if (!claims || claims.projectId !== projectId) throw badToken(DpopMessages.NO_SESSION)
  if (claims.jkt !== proof.jkt) throw badToken(DpopMessages.OTHER_KEY)
  const session = await findSession(ctx.db, claims.sessionId)
  if (!session || session.revokedAt || session.expiresAt <= ctx.now() || session.userId !== claims.userId) {
    throw badToken(DpopMessages.NO_SESSION)
  }
  if (session.dpopJkt !== proof.jkt) throw badToken(DpopMessages.OTHER_KEY)
  return session
}
