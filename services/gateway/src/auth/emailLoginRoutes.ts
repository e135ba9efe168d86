import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from './authConstants.js'
import type { AuthContext } from './authContext.js'
import { checkCode, emailOf, MAX_EMAIL_LENGTH, sendCode } from './codeFlow.js'
import { requireProof } from './dpop/requestProof.js'
import { openSession, sessionAnswerSchema } from './issueSession.js'
import { upsertUser } from './userRepo.js'

const query = { type: 'object', properties: clientQueryProperties } as const
const emailProperty = { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH } as const

/**
 * `POST /auth/v1/email/start` sends a 6-digit code (a new one only after 30 s) and `POST /auth/v1/email/verify`
 * checks it (20 min, at most 5 checks, constant-time) and opens a session bound to the DPoP proof's key. The answers never depend on whether
 * the email already has an account: accounts are looked up only after a correct code.
 */
export function emailLoginRoutes(app: GatewayApp, ctx: AuthContext): void {
  app.post(
    '/auth/v1/email/start',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Email login: send a one-time code',
        querystring: query,
        body: { type: 'object', required: ['email'], properties: { email: emailProperty } },
        response: {
          200: {
            type: 'object',
            required: ['action', 'expiresInSec', 'resendAfterSec'],
            properties: {
              action: { type: 'string', enum: ['VERIFY_OTP'] },
              expiresInSec: { type: 'integer' },
              resendAfterSec: { type: 'integer' },
            },
          },
        },
      },
    },
    async (req) => {
      await sendCode(ctx, req.ip, emailOf(req.body.email), req.log)
      return {
        action: 'VERIFY_OTP',
        expiresInSec: OTP_TTL_MS / 1000,
        resendAfterSec: OTP_RESEND_COOLDOWN_MS / 1000,
      }
    },
  )

  app.post(
    '/auth/v1/email/verify',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Email login: check the code and open a session',
        querystring: query,
        body: {
          type: 'object',
          required: ['email', 'code'],
          properties: { email: emailProperty, code: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: { 200: sessionAnswerSchema },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const email = emailOf(req.body.email)
      // The proof first: a request without one spends no code check, and the session is bound from the start.
      const proof = await requireProof(req, ctx)
      await (await checkCode(ctx, req.ip, email, req.body.code, 'body.code')).consume()
      const user = await upsertUser(ctx.db, email)
      return openSession(ctx, user, project.id, proof.jkt)
    },
  )
}
