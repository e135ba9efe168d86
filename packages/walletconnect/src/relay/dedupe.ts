/** A set that forgets its oldest entries beyond `limit` (de-duplication of at-least-once deliveries). */
export class RecentSet {
  private readonly entries = new Set<string>()
  constructor(private readonly limit = 1000) {}

  /** Adds `key`; false when it was already there (a duplicate). */
  add(key: string): boolean {
    if (this.entries.has(key)) return false
    this.entries.add(key)
    if (this.entries.size > this.limit) {
      const oldest = this.entries.values().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return true
  }
}
