import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { RateLimitStore } from '../http/rateLimitStore.js'
import type { AuthConfig } from './authConfig.js'
import {
  AUTH_LIMIT_WINDOW_MS,
  OTP_CHECKS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_EMAIL_PER_HOUR,
  OTP_SENDS_PER_IP_PER_HOUR,
} from './authConstants.js'
import { type AuthContext, lazyKeys } from './authContext.js'
import { createCodeMailer } from './codeMailer.js'
import { emailChangeRoutes } from './emailChangeRoutes.js'
import { emailLoginRoutes } from './emailLoginRoutes.js'
import { farcasterConfigFromEnv } from './farcaster/farcasterConfig.js'
import { farcasterRoutes } from './farcaster/farcasterRoutes.js'
import { sessionRoutes } from './sessionRoutes.js'
import { socialConfigFromEnv } from './social/socialConfig.js'
import { socialRoutes } from './social/socialRoutes.js'

/** What {@link createAuthContext} needs besides the app and database. */
export interface AuthContextOptions {
  auth?: AuthConfig | undefined
  /** Where the per-email and per-address counts live (memory, or Redis shared by every instance). */
  limits: RateLimitStore
  /** The clock (tests move it). */
  now?: () => Date
  /** The gateway's public URL, which DPoP proofs may name as their `htu` origin. */
  publicUrl?: string | undefined
}

/**
 * What the auth and custody domains share: the database, the keys (loaded on first use), the code mailer
 * (closed with `app`) and the per-email and per-address limits.
 */
export function createAuthContext(app: GatewayApp, db: Db, options: AuthContextOptions): AuthContext {
  const mailer = createCodeMailer(options.auth?.smtpUrl, options.auth?.mailFrom, (m) => app.log.warn(m))
  app.addHook('onClose', async () => mailer.close())
  const { limits } = options
  return {
    db,
    keys: lazyKeys(db, options.auth?.secret),
    mailer,
    emailLimiter: limits.limiter('auth-email', OTP_SENDS_PER_EMAIL_PER_HOUR, AUTH_LIMIT_WINDOW_MS),
    startIpLimiter: limits.limiter('auth-start-ip', OTP_SENDS_PER_IP_PER_HOUR, AUTH_LIMIT_WINDOW_MS),
    checkIpLimiter: limits.limiter('auth-check-ip', OTP_CHECKS_PER_IP_PER_HOUR, AUTH_LIMIT_WINDOW_MS),
    now: options.now ?? (() => new Date()),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  }
}

/** What the auth routes need. */
export interface AuthPluginOptions {
  ctx: AuthContext
  auth?: AuthConfig | undefined
}

/**
 * The embedded wallet's login domain under `/auth/v1/`: email codes, email change, sessions, social and
 * Farcaster logins. See services/gateway/README.md and docs/embedded-wallet-trust-model.md.
 */
export async function authPlugin(app: GatewayApp, options: AuthPluginOptions): Promise<void> {
  const { ctx } = options
  emailLoginRoutes(app, ctx)
  emailChangeRoutes(app, ctx)
  sessionRoutes(app, ctx)
  socialRoutes(app, ctx, options.auth?.social ?? socialConfigFromEnv({}))
  farcasterRoutes(app, ctx, options.auth?.farcaster ?? farcasterConfigFromEnv({}))
}
