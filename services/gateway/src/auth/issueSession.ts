import { ACCESS_TOKEN_TTL_SEC, SESSION_TTL_MS } from './authConstants.js'
import type { AuthContext } from './authContext.js'
import { insertSession } from './sessionRepo.js'
import { newRefreshToken, signAccessToken } from './sessionTokens.js'
import type { AuthUser } from './userRepo.js'

/** The answer of a login or a refresh. */
export interface SessionAnswer {
  accessToken: string
  refreshToken: string
  /** Seconds the access token lives. */
  expiresInSec: number
  user: AuthUser
}

/** JSON schema of {@link SessionAnswer}, for the routes' 200 responses. */
export const sessionAnswerSchema = {
  type: 'object',
  required: ['accessToken', 'refreshToken', 'expiresInSec', 'user'],
  properties: {
    accessToken: { type: 'string' },
    refreshToken: { type: 'string' },
    expiresInSec: { type: 'integer' },
    user: {
      type: 'object',
      required: ['id', 'email'],
      properties: { id: { type: 'string' }, email: { type: 'string' } },
    },
  },
} as const

/** Signs an access token for a session, bound to the session's device key, and pairs it with its refresh token. */
export async function answerFor(
  ctx: AuthContext,
  session: { id: string; projectId: string; authTime: Date; dpopJkt: string },
  user: AuthUser,
  refreshToken: string,
): Promise<SessionAnswer> {
  const accessToken = await signAccessToken((await ctx.keys()).tokenKey, {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    projectId: session.projectId,
    authTime: Math.floor(session.authTime.getTime() / 1000),
    jkt: session.dpopJkt,
  })
  return { accessToken, refreshToken, expiresInSec: ACCESS_TOKEN_TTL_SEC, user }
}

/**
 * Opens a new session for `user` on `projectId`, right after a successful login, bound to the device key whose
 * thumbprint `dpopJkt` the login's DPoP proof carried (RFC 9449): its tokens work only with proofs by that key.
 */
export async function openSession(
  ctx: AuthContext,
  user: AuthUser,
  projectId: string,
  dpopJkt: string,
): Promise<SessionAnswer> {
  const refresh = newRefreshToken()
  const now = ctx.now()
  const session = { id: refresh.sessionId, projectId, authTime: now, dpopJkt }
  await insertSession(ctx.db, {
    id: refresh.sessionId,
    userId: user.id,
    projectId,
    refreshHash: refresh.hash,
    authTime: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    dpopJkt,
  })
  return answerFor(ctx, session, user, refresh.token)
}
