import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/errors.js'
import type { AuthContext } from './authContext.js'
import { findSession, type SessionRow } from './sessionRepo.js'
import { verifyAccessToken } from './sessionTokens.js'

/** The one answer to a missing, malformed, expired or revoked access token. */
export const UNAUTHORIZED_MESSAGE = 'A valid session is required'

const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE, 'authorization')

/**
 * The live session of a request's `Authorization: Bearer <access token>`: the token must verify and its session
 * must be neither revoked nor expired in the database (so a revocation takes effect at once), and belong to the
 * project the request names. Throws 401 naming `authorization` otherwise.
 */
export async function requireSession(
  req: FastifyRequest,
  ctx: AuthContext,
  projectId: string,
): Promise<SessionRow> {
  const header = req.headers.authorization
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]{1,2048})$/.exec(header) : null
  if (!match?.[1]) throw unauthorized()
  const claims = await verifyAccessToken((await ctx.keys()).tokenKey, match[1])
  if (!claims || claims.projectId !== projectId) throw unauthorized()
  const session = await findSession(ctx.db, claims.sessionId)
  if (!session || session.revokedAt || session.expiresAt <= ctx.now() || session.userId !== claims.userId) {
    throw unauthorized()
  }
  return session
}
