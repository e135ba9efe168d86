import { isEmail } from '@portico/core'
import type { FastifyBaseLogger } from 'fastify'
import { ApiError } from '../http/errors.js'
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
import { generateCode, hashCode, sameHash } from './otpCode.js'
import { purgeExpiredAuth } from './purgeExpired.js'

/** Longest email accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254
const CODE = new RegExp(`^[0-9]{${OTP_LENGTH}}$`)
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
const tooMany = (message: string, retryAfterMs: number) =>
  new ApiError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(seconds(retryAfterMs)) })

/** Lower-cases and trims an email after checking its format; 400 naming `field` when malformed. */
export function emailOf(raw: string, field = 'body.email'): string {
  const email = raw.trim().toLowerCase()
  if (!isEmail(email)) throw new ApiError(400, 'INVALID_PARAM', INVALID_EMAIL_MESSAGE, field)
  return email
}

/**
 * Sends a new 6-digit code to `email` (per-address and per-email limits, a new one only after 30 s), after
 * purging long-expired codes and sessions (housekeeping on write; a failure never blocks the send).
 */
export async function sendCode(ctx: AuthContext, ip: string, email: string, log: FastifyBaseLogger) {
  const byIp = await decideLimit(ctx.startIpLimiter, ip)
  if (!byIp.allowed) throw tooMany(resendTooSoonMessage(byIp.retryAfterSec), byIp.retryAfterSec * 1000)
  const byEmail = await decideLimit(ctx.emailLimiter, email)
  if (!byEmail.allowed)
    throw tooMany(resendTooSoonMessage(byEmail.retryAfterSec), byEmail.retryAfterSec * 1000)
  const code = generateCode()
  const hash = hashCode((await ctx.keys()).codeKey, email, code)
  const waitMs = await storeCode(ctx.db, email, hash, ctx.now(), OTP_TTL_MS, OTP_RESEND_COOLDOWN_MS)
  if (waitMs !== null) throw tooMany(resendTooSoonMessage(seconds(waitMs)), waitMs)
  await purgeExpiredAuth(ctx.db, ctx.now()).catch((error: unknown) =>
    log.warn({ err: error }, 'purging expired codes and sessions failed'),
  )
  try {
    await ctx.mailer.send(email, code)
  } catch (error) {
    log.warn({ err: error }, 'sending a login code failed')
    await deleteCode(ctx.db, email)
    throw new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'Could not send the code email; try again later')
  }
}

/**
 * Checks `code` against `email`'s pending code (20 min, at most 5 checks: the sixth is refused whatever the
 * code, constant-time comparison); errors name `field`. Resolves a `consume()` that uses the code up (false
 * when another request used it first), so a caller checking two codes consumes them only when both are right.
 */
export async function checkCode(ctx: AuthContext, ip: string, email: string, code: string, field: string) {
  if (!CODE.test(code)) throw new ApiError(400, 'INVALID_PARAM', `code must be ${OTP_LENGTH} digits`, field)
  const byIp = await decideLimit(ctx.checkIpLimiter, ip)
  if (!byIp.allowed) throw tooMany('Too many attempts; try again later', byIp.retryAfterSec * 1000)
  const hash = hashCode((await ctx.keys()).codeKey, email, code)
  const check = await countCheck(ctx.db, email)
  if (!check) throw new ApiError(401, 'INVALID_CODE', INVALID_CODE_MESSAGE, field)
  if (check.attempts > OTP_MAX_ATTEMPTS)
    throw new ApiError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS_MESSAGE)
  if (check.expiresAt <= ctx.now()) throw new ApiError(401, 'CODE_EXPIRED', CODE_EXPIRED_MESSAGE, field)
  if (!sameHash(check.codeHash, hash)) throw new ApiError(401, 'INVALID_CODE', INVALID_CODE_MESSAGE, field)
  return {
    async consume(): Promise<void> {
      if (!(await consumeCode(ctx.db, email, hash)))
        throw new ApiError(401, 'INVALID_CODE', INVALID_CODE_MESSAGE, field)
    },
  }
}
