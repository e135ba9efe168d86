import { secureSiteOriginFromEnv } from '../http/secureOrigin.js'
import { type FarcasterConfig, farcasterConfigFromEnv } from './farcaster/farcasterConfig.js'
import { type SocialConfig, socialConfigFromEnv } from './social/socialConfig.js'

/** Default SMTP port of the development mail catcher (TEST-CONTRACT.md). */
export const DEFAULT_SMTP_PORT = 1025
/** Sender of the code emails unless `PORTICO_MAIL_FROM` says otherwise. */
export const DEFAULT_MAIL_FROM = 'Portico <no-reply@portico.local>'
/** Shortest `PORTICO_AUTH_SECRET` accepted, in characters. */
const MIN_SECRET_LENGTH = 32

/** Email login and session settings of the gateway. */
export interface AuthConfig {
  /**
   * Where code emails go: an `smtp://` or `smtps://` URL (env `PORTICO_SMTP_URL`, default the development mail
   * catcher on `PORTICO_SMTP_PORT`). Unset (as in tests that do not log in): codes are not sent, and a warning
   * is logged once.
   */
  smtpUrl?: string
  /** From header of code emails (env `PORTICO_MAIL_FROM`). */
  mailFrom?: string
  /**
   * Secret (at least 32 characters) from which the token-signing and code-hashing keys derive (env
   * `PORTICO_AUTH_SECRET`). Unset: a random one is generated on first start and kept in the database, shared
   * by every instance on it.
   */
  secret?: string
  /** Social login: OAuth clients per project, endpoint overrides, redirect URI (src/auth/social/socialConfig.ts). */
  social?: SocialConfig
  /** Sign In With Farcaster: the IdRegistry's chain and address, the domain (src/auth/farcaster/farcasterConfig.ts). */
  farcaster?: FarcasterConfig
  /**
   * The embedded wallet's secure site origin, the only one the auth and key-store routes answer (env
   * `PORTICO_SECURE_SITE_ORIGIN`, else the origin of `PORTICO_SECURE_SITE_URL`, else `http://localhost:5174` with
   * the port of `PORTICO_SECURE_PORT`).
   */
  secureSiteOrigin?: string
}

/** Reads the auth settings from the environment; throws a clear error on a malformed value. */
export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const port = env.PORTICO_SMTP_PORT || String(DEFAULT_SMTP_PORT)
  const smtpUrl = env.PORTICO_SMTP_URL || `smtp://127.0.0.1:${port}`
  if (!/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) {
    throw new Error('PORTICO_SMTP_URL must be a URL like smtp://user:pass@mail.example.com:587')
  }
  const config: AuthConfig = {
    smtpUrl,
    social: socialConfigFromEnv(env),
    farcaster: farcasterConfigFromEnv(env),
    secureSiteOrigin: secureSiteOriginFromEnv(env),
  }
  if (env.PORTICO_MAIL_FROM) config.mailFrom = env.PORTICO_MAIL_FROM
  if (env.PORTICO_AUTH_SECRET !== undefined && env.PORTICO_AUTH_SECRET !== '') {
    if (env.PORTICO_AUTH_SECRET.length < MIN_SECRET_LENGTH) {
      throw new Error(`PORTICO_AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    }
    config.secret = env.PORTICO_AUTH_SECRET
  }
  return config
}
