import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/Db.js'
import { type BlockRow, blockHashes, fetchRange, type RangeData } from './blockSource.js'
import { type ChainRpc, hexToNumber } from './chainRpc.js'
import type { IndexerMode } from './indexerConfig.js'
import {
  type Cursor,
  firstIndexedBlock,
  readCursor,
  rollbackAbove,
  storedHashes,
  writeRange,
} from './indexRepo.js'
import type { LeaderLock } from './leaderLock.js'
import {
  readTokenMeta,
  type SeenToken,
  storeTokenMeta,
  tokensWithoutMeta,
  unknownTokens,
} from './tokenMeta.js'
import { fetchTrackedRange } from './tracked/trackedRange.js'
import { TrackedWork } from './tracked/trackedWork.js'

/** Blocks read per batch (one JSON-RPC batch of 2 calls per block plus one eth_getLogs). */
export const INDEXER_BATCH_BLOCKS = 100
/** How far back a reorg is searched per round trip. */
const REORG_STEP = 32
/** How often a follower tries to take over a chain whose leader stopped. */
export const LEADER_RETRY_MS = 1000
/** Longest wait for a round in progress when the indexer stops. */
export const STOP_GRACE_MS = 2000
/** Longest pause after an error (the node is down, a bad answer). */
const MAX_BACKOFF_MS = 5000

/** What one chain's indexer needs. */
export interface ChainIndexerOptions {
  db: Db
  chainId: string
  rpc: ChainRpc
  /**
   * Full mode: the first block to index when nothing is stored yet (undefined: the chain's head at that
   * moment). Tracked mode: the block backfills stop at (undefined: 0); following starts at the head.
   */
  startBlock: number | undefined
  /** Every transfer of the chain (`full`), or the tracked accounts' only (`tracked`); default `full`. */
  mode?: IndexerMode
  pollMs: number
  lock: LeaderLock
  log: FastifyBaseLogger
  /** Called with the accounts whose rows changed (new or rolled back). */
  onAccounts(chainId: string, accounts: Set<string>): void
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })

/** Keeps the prefix of `data` whose blocks chain onto `parent` and each other (a reorg mid-read cuts it). */
function linked(data: RangeData, parent: string | undefined): RangeData {
  let end = 0
  let prev = parent
  for (const b of data.blocks) {
    if (prev !== undefined && b.parentHash !== prev) break
    prev = b.hash
    end++
  }
  if (end === data.blocks.length) return data
  const last = data.blocks[end - 1]?.number ?? -1
  const keep = <T extends { blockNumber: number }>(rows: T[]) => rows.filter((r) => r.blockNumber <= last)
  return {
    blocks: data.blocks.slice(0, end) as BlockRow[],
    txs: keep(data.txs),
    transfers: keep(data.transfers),
  }
}

/** Where one chain's indexing stands: the chain's head and the newest block indexed (none yet: undefined). */
export interface IndexerProgress {
  head: number
  indexed: number | undefined
}

/**
 * Follows one EVM chain: while this instance leads the chain, reads new blocks from the stored cursor,
 * stores their transactions and Transfer logs, and rolls back blocks the chain replaced (a reorg, found by
 * comparing the stored hash of the cursor block with the chain's).
 */
export class ChainIndexer {
  #abort = new AbortController()
  #done: Promise<void> | undefined
  #pendingTokens = new Map<string, SeenToken>()
  #progress: IndexerProgress | undefined
  #tracked: TrackedWork | undefined

  constructor(private readonly o: ChainIndexerOptions) {
    if (o.mode === 'tracked') {
      this.#tracked = new TrackedWork({
        db: o.db,
        chainId: o.chainId,
        rpc: o.rpc,
        floor: o.startBlock ?? 0,
        log: o.log,
        storeTokens: (tokens) => {
          for (const t of tokens) this.#pendingTokens.set(t.token, t)
          return this.#readTokenMeta()
        },
        onAccounts: o.onAccounts,
      })
    }
  }

  /** How the chain is indexed. */
  get mode(): IndexerMode {
    return this.#tracked ? 'tracked' : 'full'
  }

  /**
   * The chain's head and the newest block indexed, as of this instance's last round as leader (the metrics'
   * indexer lag); undefined before a first round or when another instance leads the chain.
   */
  get progress(): IndexerProgress | undefined {
    return this.o.lock.holds(this.o.chainId) ? this.#progress : undefined
  }

  /** The CAIP-2 id of the chain followed. */
  get chainId(): string {
    return this.o.chainId
  }

  start(): void {
    this.#done ??= this.#run()
  }

  /**
   * Stops the loop: at once when it is waiting, else after its current round, but never later than
   * {@link STOP_GRACE_MS} (a node that hangs must not hold up the gateway's shutdown; a round cut short
   * writes nothing, as each batch is one transaction).
   */
  async stop(): Promise<void> {
    this.#abort.abort()
    let timer: NodeJS.Timeout | undefined
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_GRACE_MS)
    })
    await Promise.race([this.#done, grace])
    clearTimeout(timer)
  }

  async #run(): Promise<void> {
    const { signal } = this.#abort
    let failures = 0
    let resumed = false
    while (!signal.aborted) {
      try {
        if (!(await this.o.lock.lead(this.o.chainId))) {
          resumed = false
          await sleep(LEADER_RETRY_MS, signal)
          continue
        }
        if (!resumed) {
          for (const t of await tokensWithoutMeta(this.o.db, this.o.chainId))
            this.#pendingTokens.set(t.token, t)
          resumed = true
        }
        let more = await this.step()
        // Tracked mode: one chunk of the oldest-pending backfill per round, between follows of the head.
        if (this.#tracked) more = (await this.#tracked.backfillChunk()) || more
        failures = 0
        if (!more) await sleep(this.o.pollMs, signal)
      } catch (error) {
        failures++
        if (failures === 1 || failures % 20 === 0) {
          this.o.log.warn(
            `indexer ${this.o.chainId}: ${error instanceof Error ? error.message : String(error)}`,
          )
        }
        await sleep(Math.min(this.o.pollMs * 2 ** Math.min(failures, 6), MAX_BACKOFF_MS), signal)
      }
    }
  }

  /** One round: a reorg check, then the next batch of blocks. Returns true when more blocks are waiting. */
  async step(): Promise<boolean> {
    const { db, chainId, rpc } = this.o
    const cursor = await readCursor(db, chainId)
    const [headHex, atCursor] = await rpc.all([
      { method: 'eth_blockNumber', params: [] },
      ...(cursor
        ? [{ method: 'eth_getBlockByNumber', params: [`0x${cursor.blockNumber.toString(16)}`, false] }]
        : []),
    ])
    const head = hexToNumber(headHex, 'eth_blockNumber')
    this.#progress = { head, indexed: cursor?.blockNumber }
    if (cursor && (atCursor as { hash?: string } | null)?.hash?.toLowerCase() !== cursor.blockHash) {
      await this.#rollback(cursor)
      return true
    }
    await this.#readTokenMeta()
    const tracked = this.#tracked
    const next = cursor ? cursor.blockNumber + 1 : tracked ? head : (this.o.startBlock ?? head)
    const accounts = tracked ? await tracked.accounts() : undefined
    if (next > head) {
      // No new block: accounts tracked since the last round start their backfill below the cursor.
      if (tracked && accounts && cursor) await tracked.startIdle(accounts, cursor.blockNumber)
      return false
    }
    const to = Math.min(head, next + INDEXER_BATCH_BLOCKS - 1)
    const fetched = accounts
      ? await fetchTrackedRange(rpc, next, to, accounts)
      : await fetchRange(rpc, next, to)
    const data = linked(fetched, cursor?.blockHash)
    if (data.blocks.length === 0) return true
    // New tokens' metadata is stored before their transfers, so no history page ever shows a transfer of a
    // token it cannot name (a page read in between would list the transaction with no transfers).
    for (const t of data.transfers) this.#pendingTokens.set(t.token, { token: t.token, standard: t.standard })
    await this.#readTokenMeta()
    const touched = await writeRange(
      db,
      chainId,
      cursor,
      data,
      tracked && accounts ? tracked.followWrite(accounts, next) : undefined,
    )
    this.#progress = { head, indexed: data.blocks.at(-1)?.number ?? cursor?.blockNumber }
    this.o.onAccounts(chainId, touched)
    return (data.blocks.at(-1)?.number ?? to) < head
  }

  /** Finds the newest stored block the chain still has and drops everything above it. */
  async #rollback(cursor: Cursor): Promise<void> {
    const { db, chainId, rpc } = this.o
    let top = cursor.blockNumber
    const first = await firstIndexedBlock(db, chainId)
    let keep = first - 1
    search: while (top >= first) {
      const numbers = Array.from({ length: Math.min(REORG_STEP, top - first + 1) }, (_, i) => top - i)
      const [stored, chain] = await Promise.all([
        storedHashes(db, chainId, numbers),
        blockHashes(rpc, numbers),
      ])
      for (const [i, n] of numbers.entries()) {
        if (stored.get(n) !== undefined && stored.get(n) === chain[i]) {
          keep = n
          break search
        }
      }
      top -= numbers.length
    }
    const touched = await rollbackAbove(db, chainId, keep)
    this.o.log.info(`indexer ${chainId}: reorg, blocks above ${keep} rolled back`)
    this.o.onAccounts(chainId, touched)
  }

  /** Reads name/symbol/decimals of tokens seen for the first time (kept pending while the node fails). */
  async #readTokenMeta(): Promise<void> {
    if (this.#pendingTokens.size === 0) return
    const { db, chainId, rpc } = this.o
    const unknown = await unknownTokens(db, chainId, [...this.#pendingTokens.values()])
    if (unknown.length > 0) await storeTokenMeta(db, chainId, await readTokenMeta(rpc, unknown))
    this.#pendingTokens.clear()
  }
}
