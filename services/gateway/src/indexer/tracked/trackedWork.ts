import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/Db.js'
import type { ChainRpc } from '../chainRpc.js'
import type { AccountsListener } from '../indexer.js'
import { insertRange, type TrackedWrite } from '../indexRepo.js'
import type { SeenToken } from '../tokenMeta.js'
import { readBackfillChunk } from './accountBackfill.js'
import { LogSpan } from './logSpan.js'
import { detectNativeSource, type NativeSource } from './nativeSource.js'
import { advanceBackfill, backfilling, startBackfills, trackedAccounts } from './trackedRepo.js'

/** What one chain's tracked-mode work needs. */
export interface TrackedWorkOptions {
  db: Db
  chainId: string
  rpc: ChainRpc
  /** The block backfills stop at (the chain's configured start block, else 0). */
  floor: number
  log: FastifyBaseLogger
  /** Reads and stores the metadata of tokens not known yet (before their transfers are stored). */
  storeTokens(tokens: SeenToken[]): Promise<void>
  onAccounts: AccountsListener
}

/**
 * The tracked-mode side of one chain's indexer: which accounts the follower stores rows for, where each
 * account's backfill starts, and the backfill itself, one chunk per call, newest blocks first, its progress
 * stored with each chunk's rows (a restart resumes where it stopped).
 */
export class TrackedWork {
  #span = new LogSpan()
  #native: NativeSource | undefined

  constructor(private readonly o: TrackedWorkOptions) {}

  /** The accounts tracked on the chain now. */
  accounts(): Promise<Set<string>> {
    return trackedAccounts(this.o.db, this.o.chainId)
  }

  /** The follower read no new block: accounts tracked since start their backfill at the cursor block. */
  async startIdle(accounts: ReadonlySet<string>, cursorBlock: number): Promise<void> {
    if (accounts.size > 0) await startBackfills(this.o.db, this.o.chainId, accounts, cursorBlock + 1)
  }

  /** What the follower's write of blocks from `firstFollowed` on stores for `accounts`, and does besides. */
  followWrite(accounts: ReadonlySet<string>, firstFollowed: number): TrackedWrite {
    return {
      only: accounts,
      also: (tx) => startBackfills(tx, this.o.chainId, accounts, firstFollowed),
    }
  }

  /** Backfills one chunk of the account whose backfill stands highest; true when more work is waiting. */
  async backfillChunk(): Promise<boolean> {
    const { db, chainId, rpc, floor } = this.o
    const pending = await backfilling(db, chainId, floor)
    const next = pending[0]
    if (!next) return false
    if (this.#native === undefined) {
      this.#native = await detectNativeSource(rpc)
      if (this.#native === 'none') {
        this.o.log.warn(
          `indexer ${chainId}: the node serves neither ots_* nor trace_filter; native transfers received before an account was tracked are not found`,
        )
      }
    }
    const native = this.#native
    const chunk = await readBackfillChunk(rpc, this.#span, native, next.address, floor, next.backfillTo)
    const tokens = new Map(
      chunk.data.transfers.map((t) => [t.token, { token: t.token, standard: t.standard }]),
    )
    await this.o.storeTokens([...tokens.values()])
    const only = new Set([next.address])
    const moved = await db.transaction(async (tx) => {
      if (!(await advanceBackfill(tx, chainId, next.address, next.backfillTo, chunk.from, native)))
        return false
      await insertRange(tx, chainId, chunk.data, only)
      return true
    })
    if (moved) this.o.onAccounts(chainId, only)
    return pending.length > 1 || chunk.from > floor
  }
}
