import type { Db } from '../db/Db.js'
import { listWallets } from '../repos/walletRepo.js'
import { type IndexedWallet, queryWallets, sortWallets, type WalletQuery } from './queryWallets.js'
import { WalletsAnswer } from './walletsAnswer.js'

/** How often the in-memory index is rebuilt from the database. */
export const REGISTRY_REFRESH_MS = 60_000
/** Answers kept per index build (least recently used are dropped). */
export const RESULT_CACHE_SIZE = 2000

/**
 * A read-through in-memory index of the registry table. `GET /getWallets` never touches the database:
 * it filters this sorted array and caches each answer (JSON bytes, and their gzip) until the next rebuild.
 */
export class WalletIndex {
  #sorted: IndexedWallet[] = []
  #byImageId = new Map<string, string>()
  #byId = new Map<string, string>()
  #cache = new Map<string, WalletsAnswer>()
  #timer: NodeJS.Timeout | undefined

  constructor(private readonly db: Db) {}

  /** Loads the registry and starts the periodic rebuild. */
  async start(refreshMs = REGISTRY_REFRESH_MS): Promise<void> {
    await this.rebuild()
    this.#timer = setInterval(() => void this.rebuild().catch(() => undefined), refreshMs)
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
  }

  /** Reloads every wallet from the database and drops cached answers. */
  async rebuild(): Promise<void> {
    const wallets = await listWallets(this.db)
    this.#sorted = sortWallets(wallets)
    this.#byImageId = new Map(wallets.flatMap((w) => (w.image_id ? [[w.image_id, w.name] as const] : [])))
    this.#byId = new Map(wallets.map((w) => [w.id, w.name]))
    this.#cache = new Map()
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
    const answer = new WalletsAnswer(JSON.stringify(queryWallets(this.#sorted, q)))
    this.#cache.set(key, answer)
    if (this.#cache.size > RESULT_CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value as string)
    return answer
  }

  /** The name of the wallet whose `image_id` or `id` is `id` (for monogram images). */
  nameForImage(id: string): string | undefined {
    return this.#byImageId.get(id) ?? this.#byId.get(id)
  }
}
