import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { SESSION_TTL_MS } from './authConstants.js'
import type { AuthContext } from './authContext.js'
import { badToken, DpopMessages } from './dpop/dpopErrors.js'
import { requireProof } from './dpop/requestProof.js'
import { answerFor, sessionAnswerSchema } from './issueSession.js'
import { requireSession } from './sessionAuth.js'
import { findSession, revokeSession, revokeUserSessions, rotateRefresh } from './sessionRepo.js'
import { newRefreshToken, parseRefreshToken, REFRESH_TOKEN_PATTERN } from './sessionTokens.js'

const query = { type: 'object', properties: clientQueryProperties } as const
const badRefresh = () => badToken(DpopMessages.NO_SESSION, 'body.refreshToken')

/**
 * Sessions: `POST /auth/v1/session/refresh` swaps a refresh token for a new pair (the old one stops working; a
 * stale one presented again revokes the session, as a stolen copy would be), only with a DPoP proof by the key
 * the session is bound to (a copy used from another device is refused and changes nothing); the new tokens keep
 * the binding. `POST /auth/v1/session/revoke` ends the session of the access token, `GET /auth/v1/session`
 * describes it (both `Authorization: DPoP <token>` with a proof, see sessionAuth.ts).
 */
export function sessionRoutes(app: GatewayApp, ctx: AuthContext): void {
  app.post(
    '/auth/v1/session/refresh',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Swap a refresh token for a new access and refresh token',
        querystring: query,
        body: {
          type: 'object',
          required: ['refreshToken'],
          properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 200: sessionAnswerSchema },
      },
    },
    async (req) => {
      const project = routeProject(req)
      if (!new RegExp(REFRESH_TOKEN_PATTERN).test(req.body.refreshToken)) {
        throw new ApiError(400, 'INVALID_PARAM', 'refreshToken is malformed', 'body.refreshToken')
      }
      const proof = await requireProof(req, ctx)
      const { sessionId, hash } = parseRefreshToken(req.body.refreshToken)
      const bound = await findSession(ctx.db, sessionId)
      // Another device's copy: refused before anything changes, so the thief cannot even end the user's session.
      if (bound && bound.dpopJkt !== proof.jkt) {
        throw bound.dpopJkt ? badToken(DpopMessages.OTHER_KEY, 'body.refreshToken') : badRefresh()
      }
      const now = ctx.now()
      const next = newRefreshToken(sessionId)
      const session = await rotateRefresh(
        ctx.db,
        sessionId,
        hash,
        next.hash,
        now,
        new Date(now.getTime() + SESSION_TTL_MS),
      )
      if (!session) {
        // A refresh token that was already swapped: someone holds a copy, so nobody keeps the session.
        const known = await findSession(ctx.db, sessionId)
        if (known && !known.revokedAt) await revokeSession(ctx.db, sessionId, now)
        throw badRefresh()
      }
      if (session.projectId !== project.id || !session.dpopJkt) throw badRefresh()
      return answerFor(
        ctx,
        { ...session, dpopJkt: session.dpopJkt },
        { id: session.userId, email: session.email },
        next.token,
      )
    },
  )

  app.post(
    '/auth/v1/session/revoke',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Sign out: revoke the session of the access token (or every session of its user)',
        querystring: query,
        body: {
          type: 'object',
          properties: { everywhere: { type: 'boolean', description: 'Revoke every session of the user' } },
        },
        response: { 204: { type: 'null', description: 'Revoked' } },
      },
    },
    async (req, reply) => {
      const project = routeProject(req)
      const session = await requireSession(req, ctx, project.id)
      if (req.body.everywhere) await revokeUserSessions(ctx.db, session.userId, ctx.now())
      else await revokeSession(ctx.db, session.id, ctx.now())
      return reply.code(204).send()
    },
  )

  app.get(
    '/auth/v1/session',
    {
      config: { project: 'required' },
      schema: {
        summary: 'The session of the access token',
        querystring: query,
        response: {
          200: {
            type: 'object',
            required: ['sessionId', 'user', 'authTime', 'expiresAt', 'custodyMode'],
            properties: {
              sessionId: { type: 'string' },
              user: {
                type: 'object',
                required: ['id', 'email'],
                properties: { id: { type: 'string' }, email: { type: 'string' } },
              },
              authTime: {
                type: 'string',
                description: 'When the email was last proved with a code (ISO 8601)',
              },
              expiresAt: { type: 'string' },
              custodyMode: {
                type: 'string',
                enum: ['passkey', 'managed'],
                description:
                  "The project's custody of embedded keys (issue 22): the secure site opens keys this way",
              },
            },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const s = await requireSession(req, ctx, project.id)
      return {
        sessionId: s.id,
        user: { id: s.userId, email: s.email },
        authTime: s.authTime.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        custodyMode: project.custodyMode,
      }
    },
  )
}
