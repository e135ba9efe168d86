import { Redis } from 'ioredis'
import { type RateDecision, type RateLimiter, retryAfterSeconds } from './rateLimiter.js'
import type { RateLimitScope, RateLimitStore } from './rateLimitStore.js'

/** Prefix of every rate-limit key: `portico:rl:<scope>:<key>:<windowMs>`. */
export const RATE_LIMIT_KEY_PREFIX = 'portico:rl:'
/**
 * Default longest wait for a Redis decision before the request is served anyway (fail open); env
 * `PORTICO_RATE_LIMIT_REDIS_TIMEOUT_MS`. A local round trip takes well under 1 ms.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 25
/** After a failed or timed-out decision, Redis is not asked again for this long (requests are served). */
export const REDIS_BACKOFF_MS = 1000
/** How long the gateway start waits for the first Redis connection (a refused one ends the wait at once). */
export const REDIS_READY_TIMEOUT_MS = 5000
/**
 * Limit on opening a TCP connection to Redis (each reconnect attempt too). Requests never wait for it:
 * without a connection they are served at once.
 */
const REDIS_CONNECT_TIMEOUT_MS = 5000
/** How long `close()` waits for QUIT before dropping the connection. */
const REDIS_QUIT_TIMEOUT_MS = 500

/** The logger the Redis store reports outages to (the gateway's pino logger fits). */
export interface StoreLogger {
  warn(obj: object, msg: string): void
  info(obj: object, msg: string): void
}

/**
 * One atomic round trip per decision: count the request(s), give a new window its expiry, and return the
 * count and the milliseconds the window has left. KEYS: the counter. ARGV: window length in ms, cost.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`

interface HitScript {
  porticoRateLimitHit(key: string, windowMs: number, cost: number): Promise<[number, number]>
}

/** The key of one counter: scope, key and window length, under {@link RATE_LIMIT_KEY_PREFIX}. */
export const rateLimitKey = (scope: RateLimitScope, key: string, windowMs: number): string =>
  `${RATE_LIMIT_KEY_PREFIX}${scope}:${key}:${windowMs}`

/** What a decision is when Redis cannot be asked: the request is served. */
const FAIL_OPEN: RateDecision = { allowed: true, retryAfterSec: 1 }

/**
 * Rate-limit counters shared by every gateway instance on one Redis, with the memory store's semantics: a
 * key's window opens at its first request (anywhere) and lasts `windowMs`. When Redis is unreachable or
 * slow, requests are served (fail open) and one warning is logged per outage; the gateway never answers
 * 5xx or waits more than {@link REDIS_COMMAND_TIMEOUT_MS} for it.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis
  readonly #log: StoreLogger
  #down = false
  #skipUntil = 0

  /**
   * @param url `redis://` or `rediss://` URL.
   * @param log Where outages are reported.
   * @param commandTimeoutMs Longest wait for one decision (default {@link REDIS_COMMAND_TIMEOUT_MS}).
   */
  constructor(url: string, log: StoreLogger, commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS) {
    this.#log = log
    this.#redis = new Redis(url, {
      // No queue while disconnected and a short timeout: a decision fails fast instead of holding a request.
      enableOfflineQueue: false,
      commandTimeout: commandTimeoutMs,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      enableAutoPipelining: true,
    })
    this.#redis.defineCommand('porticoRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT })
    this.#redis.on('error', (error: Error) => this.#markDown(error.message))
    this.#redis.on('ready', () => this.#markUp())
  }

  limiter(scope: RateLimitScope, max: number, windowMs: number): RateLimiter {
    return { hit: (key, cost = 1) => this.#hit(rateLimitKey(scope, key, windowMs), max, windowMs, cost) }
  }

  async #hit(key: string, max: number, windowMs: number, cost: number): Promise<RateDecision> {
    if (this.#redis.status !== 'ready' || Date.now() < this.#skipUntil) return FAIL_OPEN
    try {
      const [count, msLeft] = await (this.#redis as unknown as HitScript).porticoRateLimitHit(
        key,
        windowMs,
        cost,
      )
      if (this.#down) this.#markUp()
      return { allowed: count <= max, retryAfterSec: retryAfterSeconds(msLeft) }
    } catch (error) {
      this.#skipUntil = Date.now() + REDIS_BACKOFF_MS
      this.#markDown(error instanceof Error ? error.message : String(error))
      return FAIL_OPEN
    }
  }

  state(): 'ok' | 'down' {
    return this.#redis.status === 'ready' && !this.#down ? 'ok' : 'down'
  }

  #markDown(reason: string): void {
    if (this.#down) return
    this.#down = true
    this.#log.warn(
      { rateLimitStore: 'redis', reason },
      'Redis unavailable: rate limits fail open (requests are served uncounted) until it is back',
    )
  }

  #markUp(): void {
    this.#skipUntil = 0
    if (!this.#down) return
    this.#down = false
    this.#log.info({ rateLimitStore: 'redis' }, 'Redis is back: rate limits are shared again')
  }

  /**
   * Waits for the first connection, up to {@link REDIS_READY_TIMEOUT_MS} or its first error; when it is
   * not up, logs the warning and returns (the connection keeps retrying in the background).
   */
  async ready(): Promise<void> {
    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => done(false), REDIS_READY_TIMEOUT_MS)
      const onReady = () => done(true)
      const onError = () => done(false)
      const done = (ok: boolean) => {
        clearTimeout(timer)
        this.#redis.off('ready', onReady)
        this.#redis.off('error', onError)
        resolve(ok)
      }
      this.#redis.once('ready', onReady)
      this.#redis.once('error', onError)
      if (this.#redis.status === 'ready') done(true)
    })
    if (!connected) return this.#markDown(`no connection within ${REDIS_READY_TIMEOUT_MS} ms`)
    // Load the script now, so the first decision is one EVALSHA rather than a NOSCRIPT miss and an EVAL.
    await this.#redis.script('LOAD', HIT_SCRIPT).catch(() => undefined)
  }

  /** Sends QUIT (bounded by a short timeout), then drops the connection and stops reconnecting. */
  async close(): Promise<void> {
    if (this.#redis.status === 'ready') {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, REDIS_QUIT_TIMEOUT_MS)
      })
      await Promise.race([this.#redis.quit().catch(() => undefined), timeout])
      clearTimeout(timer)
    }
    this.#redis.disconnect()
  }
}
