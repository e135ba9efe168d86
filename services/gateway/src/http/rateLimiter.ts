/** How many keys a limiter tracks before it sweeps expired windows. */
const SWEEP_THRESHOLD = 10_000

/** Result of {@link RateLimiter.hit}. */
export interface RateDecision {
  allowed: boolean
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSec: number
}

/**
 * Counts requests per key (an IP or a project id) in fixed windows. The memory limiter answers at once;
 * a shared one (Redis) answers with a promise, so callers await only when they get one.
 */
export interface RateLimiter {
  /**
   * Counts one request for `key` (or `cost` of them: a JSON-RPC batch counts its calls) and says whether the
   * count is within the limit.
   */
  hit(key: string, cost?: number): RateDecision | Promise<RateDecision>
}

/** `Retry-After` in whole seconds for a window with `msLeft` to run (at least 1). */
export const retryAfterSeconds = (msLeft: number): number => Math.max(1, Math.ceil(msLeft / 1000))

/**
 * A fixed-window request counter per key (IP or project), in process memory: a key's window opens at its
 * first request and lasts `windowMs`. Several gateway instances each count on their own; set `REDIS_URL`
 * to share the counts (`RedisRateLimitStore`).
 */
export class FixedWindowLimiter implements RateLimiter {
  #windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts `cost` requests (default one) for `key` and says whether it is within the limit (synchronous). */
  hit(key: string, cost = 1, now = Date.now()): RateDecision {
    let w = this.#windows.get(key)
    if (!w || w.resetAt <= now) {
      if (this.#windows.size >= SWEEP_THRESHOLD) this.#sweep(now)
      w = { count: 0, resetAt: now + this.windowMs }
      this.#windows.set(key, w)
    }
    w.count += cost
    return { allowed: w.count <= this.max, retryAfterSec: retryAfterSeconds(w.resetAt - now) }
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key)
  }
}
