/** How long a (chain, address) balance answer is reused, unless `forceUpdate` names the address. */
export const BALANCE_CACHE_TTL_MS = 5000
/** Cached answers before the cache is cleared (bounds memory under a flood of distinct addresses). */
const BALANCE_CACHE_MAX = 10_000

/** A small time-bounded cache of balance answers keyed by chain and lower-cased address. */
export class BalanceCache<T> {
  #entries = new Map<string, { value: T; expires: number }>()

  constructor(private readonly ttlMs = BALANCE_CACHE_TTL_MS) {}

  static key(chainId: string, address: string): string {
    return `${chainId}|${address.toLowerCase()}`
  }

  get(key: string): T | undefined {
    const hit = this.#entries.get(key)
    if (!hit) return undefined
    if (hit.expires > Date.now()) return hit.value
    this.#entries.delete(key)
    return undefined
  }

  /** Drops the entry of `key` (new indexed transfers for the address). */
  delete(key: string): void {
    this.#entries.delete(key)
  }

  set(key: string, value: T): void {
    if (this.#entries.size >= BALANCE_CACHE_MAX) this.#entries.clear()
    this.#entries.set(key, { value, expires: Date.now() + this.ttlMs })
  }
}
