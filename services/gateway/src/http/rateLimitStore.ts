import { FixedWindowLimiter, type RateLimiter } from './rateLimiter.js'
import { RedisRateLimitStore, type StoreLogger } from './redisRateLimitStore.js'

/**
 * What a limit counts by: the client's address, the `projectId` it names, or one address's share of one
 * project (`project-ip`, keyed `<projectId>|<ip>`).
 */
export type RateLimitScope =
  | 'ip'
  | 'project'
  | 'project-ip'
  // Email login (src/auth): codes per email, starts and checks per address.
  | 'auth-email'
  | 'auth-start-ip'
  | 'auth-check-ip'

/**
 * Where rate-limit counters live. {@link MemoryRateLimitStore} counts per process (the default);
 * {@link RedisRateLimitStore} shares the counts between every gateway instance on one Redis.
 */
export interface RateLimitStore {
  /** A limiter allowing `max` requests per key per `windowMs`, counting in this store under `scope`. */
  limiter(scope: RateLimitScope, max: number, windowMs: number): RateLimiter
  /** Resolves once the store can count (never rejects: an unreachable Redis is logged, not fatal). */
  ready(): Promise<void>
  /** For `/ready`: 'ok', 'down' (counting fails open), or 'none' when nothing outside the process is used. */
  state(): 'ok' | 'down' | 'none'
  /** Releases the store's connections. */
  close(): Promise<void>
}

/** Counters in process memory: each gateway instance counts on its own. Decisions are synchronous. */
export class MemoryRateLimitStore implements RateLimitStore {
  limiter(_scope: RateLimitScope, max: number, windowMs: number): RateLimiter {
    return new FixedWindowLimiter(max, windowMs)
  }

  async ready(): Promise<void> {}

  state(): 'none' {
    return 'none'
  }

  async close(): Promise<void> {}
}

/**
 * The store for a configuration: Redis when `redisUrl` is set (env `REDIS_URL`), else memory.
 *
 * @example
 * const store = createRateLimitStore({ redisUrl: 'redis://127.0.0.1:6379' }, app.log)
 * const perIp = store.limiter('ip', 100, 60_000)
 */
export function createRateLimitStore(
  config: { redisUrl?: string; rateLimitRedisTimeoutMs?: number },
  log: StoreLogger,
): RateLimitStore {
  if (!config.redisUrl) return new MemoryRateLimitStore()
  return new RedisRateLimitStore(config.redisUrl, log, config.rateLimitRedisTimeoutMs)
}
