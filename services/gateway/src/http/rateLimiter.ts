/** How many keys a limiter tracks before it sweeps expired windows. */
const SWEEP_THRESHOLD = 10_000

/** Result of {@link FixedWindowLimiter.hit}. */
export interface RateDecision {
  allowed: boolean
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSec: number
}

/**
 * A fixed-window request counter per key (IP or project), in process memory. Several gateway instances
 * each count on their own; a shared store (Redis) is the step for a multi-instance deployment.
 */
export class FixedWindowLimiter {
  #windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string, now = Date.now()): RateDecision {
    let w = this.#windows.get(key)
    if (!w || w.resetAt <= now) {
      if (this.#windows.size >= SWEEP_THRESHOLD) this.#sweep(now)
      w = { count: 0, resetAt: now + this.windowMs }
      this.#windows.set(key, w)
    }
    w.count++
    return { allowed: w.count <= this.max, retryAfterSec: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) }
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key)
  }
}
