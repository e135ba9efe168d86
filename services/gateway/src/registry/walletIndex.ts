import type { Db } from '../db/Db.js'
import type { WalletIdentity } from './images/walletLogos.js'
import { type IndexedWallet, queryWallets, sortWallets, type WalletQuery } from './queryWallets.js'
import { listWallets, registryVersion, type WalletRecord } from './walletRepo.js'
import { WalletsAnswer } from './walletsAnswer.js'

/** How often the index checks the registry's change counter (and reloads when it moved). */
export const REGISTRY_REFRESH_MS = 15_000
/** Answers kept per index build (least recently used are dropped). */
export const RESULT_CACHE_SIZE = 2000
/** Bytes of cached answers kept at most (keys, JSON, gzip), so a flood of distinct queries stays bounded. */
export const RESULT_CACHE_MAX_BYTES = 32 * 1024 * 1024

/** Limits of a {@link WalletIndex}'s answer cache. */
export interface WalletIndexOptions {
  /** Most answers kept (default {@link RESULT_CACHE_SIZE}). */
  maxAnswers?: number
  /** Most bytes kept (default {@link RESULT_CACHE_MAX_BYTES}). */
  maxBytes?: number
}

/**
 * A read-through in-memory index of the registry table. `GET /getWallets` never touches the database:
 * it filters this sorted array and caches each answer (JSON bytes, and their gzip) until the next rebuild.
 */
export class WalletIndex {
  #sorted: IndexedWallet[] = []
  #byImageId = new Map<string, WalletRecord>()
  #byId = new Map<string, WalletRecord>()
  #cache = new Map<string, WalletsAnswer>()
  #cacheBytes = 0
  #version: string | undefined
  #timer: NodeJS.Timeout | undefined
  readonly #maxAnswers: number
  readonly #maxBytes: number

  constructor(
    private readonly db: Db,
    options: WalletIndexOptions = {},
  ) {
    this.#maxAnswers = options.maxAnswers ?? RESULT_CACHE_SIZE
    this.#maxBytes = options.maxBytes ?? RESULT_CACHE_MAX_BYTES
  }

  /** Loads the registry and starts the periodic {@link refresh}. */
  async start(refreshMs = REGISTRY_REFRESH_MS): Promise<void> {
    await this.rebuild()
    this.#timer = setInterval(() => void this.refresh().catch(() => undefined), refreshMs)
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
  }

  /**
   * Reloads the registry when its change counter moved since the last load; returns whether it did. A
   * reload blocks for tens of milliseconds on PGlite, so it happens only when something changed.
   */
  async refresh(): Promise<boolean> {
    if ((await registryVersion(this.db)) === this.#version) return false
    await this.rebuild()
    return true
  }

  /** Reloads every wallet from the database and drops cached answers. */
  async rebuild(): Promise<void> {
    // The counter is read first: a change made during the load shows as a new version next time.
    const version = await registryVersion(this.db)
    const wallets = await listWallets(this.db)
    this.#version = version
    this.#sorted = sortWallets(wallets)
    this.#byImageId = new Map(wallets.flatMap((w) => (w.image_id ? [[w.image_id, w] as const] : [])))
    this.#byId = new Map(wallets.map((w) => [w.id, w]))
    this.#cache = new Map()
    this.#cacheBytes = 0
  }

  /** Bytes held by cached answers: keys, JSON, and gzip where made. */
  get cacheBytes(): number {
    return this.#cacheBytes
  }

  /** Number of wallets in the index. */
  get size(): number {
    return this.#sorted.length
  }

  /** The `{data, count}` answer for a query, from the cache when the same query was seen. */
  answer(q: WalletQuery): WalletsAnswer {
    const key = JSON.stringify([q.page, q.entries, q.search, q.include, q.exclude, q.chains, q.badgeType])
    const hit = this.#cache.get(key)
    if (hit !== undefined) {
      this.#cache.delete(key)
      this.#cache.set(key, hit)
      return hit
    }
    const answer = new WalletsAnswer(JSON.stringify(queryWallets(this.#sorted, q)), (bytes) => {
      if (this.#cache.get(key) === answer) this.#cacheBytes += bytes
    })
    this.#cache.set(key, answer)
    this.#cacheBytes += key.length + answer.size
    this.#evict()
    return answer
  }

  /** Drops least recently used answers until the cache is within its count and byte limits. */
  #evict(): void {
    while (
      this.#cache.size > 1 &&
      (this.#cache.size > this.#maxAnswers || this.#cacheBytes > this.#maxBytes)
    ) {
      const [oldestKey, oldest] = this.#cache.entries().next().value as [string, WalletsAnswer]
      this.#cache.delete(oldestKey)
      this.#cacheBytes -= oldestKey.length + oldest.size
    }
  }

  /** The name, rdns and former names of the wallet whose `image_id` or `id` is `id` (for its logo). */
  walletForImage(id: string): (WalletIdentity & { name: string }) | undefined {
    const w = this.#byImageId.get(id) ?? this.#byId.get(id)
    if (!w) return undefined
    const aliases = Array.isArray(w.aliases) ? w.aliases.filter((a) => typeof a === 'string') : null
    return { name: w.name, rdns: typeof w.rdns === 'string' ? w.rdns : null, aliases }
  }
}
