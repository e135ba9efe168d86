import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import type { AuthContext } from './authContext.js'
import { checkCode, emailOf, MAX_EMAIL_LENGTH, sendCode } from './codeFlow.js'
import { requireSession } from './sessionAuth.js'

const query = { type: 'object', properties: clientQueryProperties } as const
const newEmail = { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH } as const
const code = { type: 'string', minLength: 1, maxLength: 64 } as const

/**
 * F-23: a logged-in user changes the account's email. `POST /auth/v1/email/change/start` sends one code to the
 * current address (primary) and one to the new address (secondary); `POST /auth/v1/email/change/verify` takes
 * both and, only when both are right, moves the account (same user id, so the same wallet) to the new email.
 */
export function emailChangeRoutes(app: GatewayApp, ctx: AuthContext): void {
  app.post(
    '/auth/v1/email/change/start',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Update email: send a code to the current and to the new address',
        querystring: query,
        body: { type: 'object', required: ['newEmail'], properties: { newEmail } },
        response: {
          200: {
            type: 'object',
            required: ['action'],
            properties: { action: { type: 'string', enum: ['VERIFY_PRIMARY_OTP'] } },
          },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const session = await requireSession(req, ctx, project.id)
      const next = emailOf(req.body.newEmail, 'body.newEmail')
      if (next === session.email)
        throw new ApiError(400, 'INVALID_PARAM', 'The new email is the current one', 'body.newEmail')
      await sendCode(ctx, req.ip, session.email, req.log)
      await sendCode(ctx, req.ip, next, req.log)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
  )

  app.post(
    '/auth/v1/email/change/verify',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Update email: check both codes and move the account to the new address',
        querystring: query,
        body: {
          type: 'object',
          required: ['newEmail', 'primaryCode', 'secondaryCode'],
          properties: { newEmail, primaryCode: code, secondaryCode: code },
        },
        response: {
          200: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
        },
      },
    },
    async (req) => {
      const project = routeProject(req)
      const session = await requireSession(req, ctx, project.id)
      const next = emailOf(req.body.newEmail, 'body.newEmail')
      const primary = await checkCode(ctx, req.ip, session.email, req.body.primaryCode, 'body.primaryCode')
      const secondary = await checkCode(ctx, req.ip, next, req.body.secondaryCode, 'body.secondaryCode')
      await primary.consume()
      await secondary.consume()
      // The new address was just proved, so saying it already has an account leaks nothing to a stranger.
      const moved = await ctx.db.query(
        `UPDATE auth_users SET email = $2 WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM auth_users WHERE email = $2) RETURNING email`,
        [session.userId, next],
      )
      if (moved.rows.length === 0)
        throw new ApiError(409, 'CONFLICT', 'This email already has a wallet', 'body.newEmail')
      return { email: next }
    },
  )
}
