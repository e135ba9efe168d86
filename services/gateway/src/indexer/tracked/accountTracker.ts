import { isHexAddress } from '@portico/core'
import type { Queryable } from '../../db/Db.js'
import { type Coverage, coverage, trackAccount } from './trackedRepo.js'

/** Accounts remembered as tracked before the memory is cleared (bounds it under a flood of addresses). */
const MAX_REMEMBERED = 100_000

/**
 * Starts tracking the accounts the gateway is asked about, on the chains indexed in tracked mode: the first
 * `/history` or balance request for an address stores it, and the leading instance's indexer backfills it.
 */
export class AccountTracker {
  #known = new Set<string>()

  /** `chains`: the tracked-mode chains, each with the block its backfills stop at. */
  constructor(
    private readonly db: Queryable,
    readonly chains: ReadonlyMap<string, number>,
  ) {}

  /** Tracks `address` on `chainIds` (default: every tracked chain); the others and non-EVM addresses are left. */
  async track(address: string, chainIds?: readonly string[]): Promise<void> {
    if (!isHexAddress(address)) return
    const account = address.toLowerCase()
    for (const chainId of chainIds ?? [...this.chains.keys()]) {
      const key = `${chainId}|${account}`
      if (!this.chains.has(chainId) || this.#known.has(key)) continue
      await trackAccount(this.db, chainId, account)
      if (this.#known.size >= MAX_REMEMBERED) this.#known.clear()
      this.#known.add(key)
    }
  }

  /**
   * How complete `address`'s stored history is on the tracked chains among `chainIds` (default: all);
   * undefined when none of them is tracked (full-mode history is always complete).
   */
  async coverage(address: string, chainIds?: readonly string[]): Promise<Coverage | undefined> {
    const chains = new Map([...this.chains].filter(([c]) => chainIds === undefined || chainIds.includes(c)))
    if (chains.size === 0) return undefined
    return coverage(this.db, address.toLowerCase(), chains)
  }
}
