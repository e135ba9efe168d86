import { createHash } from 'node:crypto'
import type { Db, DbSession } from '../db/Db.js'

/** First key of the indexer's advisory locks (the second is the chain's hash), apart from the migration lock. */
export const INDEXER_LOCK_CLASS = 7_431_004

/** A chain id → a stable signed 32-bit key. */
export const chainLockKey = (chainId: string): number =>
  createHash('sha256').update(chainId).digest().readInt32BE(0)

/**
 * Leadership per chain among gateway instances on one PostgreSQL: a session advisory lock
 * (`pg_try_advisory_lock`) per chain, held on a dedicated connection, so it is released when the instance
 * stops or its connection dies, and another instance takes over. On PGlite (one process) every chain is led.
 */
export class LeaderLock {
  #session: DbSession | undefined
  #opening: Promise<DbSession> | undefined
  #held = new Set<string>()

  constructor(private readonly db: Db) {}

  /** Whether this instance leads `chainId` now: keeps a held lock, else tries to take it. */
  async lead(chainId: string): Promise<boolean> {
    if (!this.db.session) return true
    if (this.#session?.lost) {
      // The connection died and its locks with it: start over on a new one.
      this.#held.clear()
      await this.#session.close().catch(() => undefined)
      this.#session = undefined
    }
    if (this.#held.has(chainId)) return true
    if (!this.#session) {
      this.#opening ??= this.db.session().finally(() => {
        this.#opening = undefined
      })
      this.#session = await this.#opening
    }
    const { rows } = await this.#session.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [
      INDEXER_LOCK_CLASS,
      chainLockKey(chainId),
    ])
    if (rows[0]?.ok) this.#held.add(chainId)
    return this.#held.has(chainId)
  }

  /** Whether this instance held the lock of `chainId` at its last check. */
  holds(chainId: string): boolean {
    return !this.db.session || this.#held.has(chainId)
  }

  /** Closes the dedicated connection, releasing every lock. */
  async close(): Promise<void> {
    this.#held.clear()
    await this.#session?.close().catch(() => undefined)
    this.#session = undefined
  }
}
