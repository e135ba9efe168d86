import { isEmail } from '@portico/core'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/errors.js'
import { requireProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import {
  CODE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  resendTooSoonMessage,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './authConstants.js'
import { type AuthContext, decideLimit } from './authContext.js'
import { consumeCode, countCheck, deleteCode, storeCode } from './codeRepo.js'
import { openSession, sessionAnswerSchema } from './issueSession.js'
import { generateCode, hashCode, sameHash } from './otpCode.js'
import { purgeExpiredAuth } from './purgeExpired.js'
import { upsertUser } from './userRepo.js'

/** Longest email accepted (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254
const CODE = new RegExp(`^[0-9]{${OTP_LENGTH}}$`)
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
const tooMany = (message: string, retryAfterMs: number) =>
  new ApiError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(seconds(retryAfterMs)) })

/** Lower-cases and trims an email after checking its format; 400 naming `body.email` when malformed. */
function emailOf(raw: string): string {
  const email = raw.trim().toLowerCase()
  if (!isEmail(email)) throw new ApiError(400, 'INVALID_PARAM', INVALID_EMAIL_MESSAGE, 'body.email')
  return email
}

const query = { type: 'object', properties: clientQueryProperties } as const
const emailProperty = { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH } as const

/**
 * `POST /auth/v1/email/start` sends a 6-digit code (a new one only after 30 s) and `POST /auth/v1/email/verify`
 * checks it (20 min, at most 5 checks, constant-time) and opens a session. The answers never depend on whether
 * the email already has an account: accounts are looked up only after a correct code.
 */
export function emailLoginRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post<{ Body: { email: string } }>(
    '/auth/v1/email/start',
    {
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
      requireProject(req)
      const email = emailOf(req.body.email)
      const byIp = await decideLimit(ctx.startIpLimiter, req.ip)
      if (!byIp.allowed) throw tooMany(resendTooSoonMessage(byIp.retryAfterSec), byIp.retryAfterSec * 1000)
      const byEmail = await decideLimit(ctx.emailLimiter, email)
      if (!byEmail.allowed)
        throw tooMany(resendTooSoonMessage(byEmail.retryAfterSec), byEmail.retryAfterSec * 1000)
      const code = generateCode()
      const hash = hashCode((await ctx.keys()).codeKey, email, code)
      const waitMs = await storeCode(ctx.db, email, hash, ctx.now(), OTP_TTL_MS, OTP_RESEND_COOLDOWN_MS)
      if (waitMs !== null) throw tooMany(resendTooSoonMessage(seconds(waitMs)), waitMs)
      // Housekeeping on write: long-expired codes and sessions go (a failure never blocks the login).
      await purgeExpiredAuth(ctx.db, ctx.now()).catch((error: unknown) =>
        req.log.warn({ err: error }, 'purging expired codes and sessions failed'),
      )
      try {
        await ctx.mailer.send(email, code)
      } catch (error) {
        req.log.warn({ err: error }, 'sending a login code failed')
        await deleteCode(ctx.db, email)
        throw new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'Could not send the code email; try again later')
      }
      return {
        action: 'VERIFY_OTP',
        expiresInSec: OTP_TTL_MS / 1000,
        resendAfterSec: OTP_RESEND_COOLDOWN_MS / 1000,
      }
    },
  )

  app.post<{ Body: { email: string; code: string } }>(
    '/auth/v1/email/verify',
    {
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
      const project = requireProject(req)
      const email = emailOf(req.body.email)
      if (!CODE.test(req.body.code)) {
        throw new ApiError(400, 'INVALID_PARAM', `code must be ${OTP_LENGTH} digits`, 'body.code')
      }
      const byIp = await decideLimit(ctx.checkIpLimiter, req.ip)
      if (!byIp.allowed) throw tooMany('Too many attempts; try again later', byIp.retryAfterSec * 1000)
      const hash = hashCode((await ctx.keys()).codeKey, email, req.body.code)
      const check = await countCheck(ctx.db, email)
      if (!check) throw new ApiError(401, 'INVALID_CODE', INVALID_CODE_MESSAGE, 'body.code')
      // The sixth check is refused whatever the code: guessing stops at five.
      if (check.attempts > OTP_MAX_ATTEMPTS)
        throw new ApiError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS_MESSAGE)
      if (check.expiresAt <= ctx.now())
        throw new ApiError(401, 'CODE_EXPIRED', CODE_EXPIRED_MESSAGE, 'body.code')
      if (!sameHash(check.codeHash, hash) || !(await consumeCode(ctx.db, email, hash))) {
        throw new ApiError(401, 'INVALID_CODE', INVALID_CODE_MESSAGE, 'body.code')
      }
      const user = await upsertUser(ctx.db, email)
      return openSession(ctx, user, project.id)
    },
  )
}
