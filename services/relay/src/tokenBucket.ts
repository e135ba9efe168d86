/**
 * A token bucket: `take()` succeeds while tokens remain; tokens refill at `ratePerSecond` up to `burst`.
 */
export class TokenBucket {
  private tokens: number
  private last: number

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst
    this.last = now()
  }

  /** Takes `n` tokens if available; returns false (taking nothing) when the bucket is short. */
  take(n = 1): boolean {
    const now = this.now()
    if (now > this.last) {
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.ratePerSecond) / 1000)
      this.last = now
    }
    if (this.tokens < n) return false
    this.tokens -= n
    return true
  }
}
