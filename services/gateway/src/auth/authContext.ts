import type { Db } from '../db/Db.js'
import type { RateLimiter } from '../http/rateLimiter.js'
import { type AuthKeys, loadAuthKeys } from './authKeys.js'
import type { CodeMailer } from './codeMailer.js'

/** What the auth routes share: the database, keys, mailer, limits and clock. */
export interface AuthContext {
  db: Db
  /** The keys, loaded from the database on first use. */
  keys(): Promise<AuthKeys>
  mailer: CodeMailer
  /** Codes sent per email per hour. */
  emailLimiter: RateLimiter
  /** Login starts per client address per hour. */
  startIpLimiter: RateLimiter
  /** Code checks per client address per hour. */
  checkIpLimiter: RateLimiter
  now(): Date
  /** The gateway's public URL (`PORTICO_GATEWAY_PUBLIC_URL`): a DPoP proof's `htu` may name it. */
  publicUrl?: string
}

/** Loads the keys once; a failed load (database down) is retried on the next call. */
export function lazyKeys(db: Db, secret?: string): () => Promise<AuthKeys> {
  let loading: Promise<AuthKeys> | undefined
  return () => {
    loading ??= loadAuthKeys(db, secret).catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/** Awaits a limiter decision (memory answers at once, Redis with a promise). */
export async function decideLimit(limiter: RateLimiter, key: string) {
  const hit = limiter.hit(key)
  return hit instanceof Promise ? await hit : hit
}
