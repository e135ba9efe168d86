/** How long a history or NFT page is reused when no indexed change of the account dropped it first. */
export const ACCOUNT_PAGE_CACHE_TTL_MS = 1000
/** Accounts cached before the cache is cleared (bounds memory under a flood of distinct addresses). */
const MAX_ACCOUNTS = 5000

/**
 * Answers per account (lower-case) and request key, dropped when the indexer stores or rolls back rows of
 * the account, and after {@link ACCOUNT_PAGE_CACHE_TTL_MS} at most (another instance may be the one
 * indexing, and its changes are not announced here).
 */
export class AccountPageCache<T> {
  #accounts = new Map<string, Map<string, { value: T; expires: number }>>()

  constructor(private readonly ttlMs = ACCOUNT_PAGE_CACHE_TTL_MS) {}

  get(account: string, key: string): T | undefined {
    const hit = this.#accounts.get(account)?.get(key)
    return hit && hit.expires > Date.now() ? hit.value : undefined
  }

  set(account: string, key: string, value: T): void {
    let pages = this.#accounts.get(account)
    if (!pages) {
      if (this.#accounts.size >= MAX_ACCOUNTS) this.#accounts.clear()
      pages = new Map()
      this.#accounts.set(account, pages)
    }
    pages.set(key, { value, expires: Date.now() + this.ttlMs })
  }

  /** Drops every cached answer of `account`. */
  drop(account: string): void {
    this.#accounts.delete(account)
  }
}
