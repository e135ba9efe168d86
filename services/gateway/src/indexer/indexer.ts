import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/Db.js'
import { ChainIndexer } from './chainIndexer.js'
import { ChainRpc } from './chainRpc.js'
import { INDEXER_POLL_MS, type IndexerMode } from './indexerConfig.js'
import { LeaderLock } from './leaderLock.js'
import { AccountTracker } from './tracked/accountTracker.js'

/**
 * The devnet's chains: indexed in full mode from block 0 unless configured otherwise. Any other chain is
 * indexed in tracked mode by default (only the accounts the gateway is asked about, each backfilled from
 * its start block, default 0); a full-mode chain without a `PORTICO_INDEXER_START_BLOCKS` entry starts at
 * its head on the first run (a real chain's full history would take days to read).
 */
export const DEVNET_CHAINS: readonly string[] = ['eip155:31337', 'eip155:31338']

/** A chain's indexer mode: the configured one, else `full` on the devnet and `tracked` elsewhere. */
export const indexerModeOf = (chainId: string, modes: Record<string, IndexerMode> | undefined): IndexerMode =>
  modes?.[chainId] ?? (DEVNET_CHAINS.includes(chainId) ? 'full' : 'tracked')

/** What the indexer follows and how. */
export interface IndexerOptions {
  /** CAIP-2 id → upstream URL; the `eip155` ones are followed. */
  rpcUrls: Record<string, string>
  startBlocks?: Record<string, number>
  /** Per-chain mode (see {@link indexerModeOf}). */
  modes?: Record<string, IndexerMode>
  /** Further upstreams per chain, tried in order when the current one fails. */
  fallbackUrls?: Record<string, string[]>
  pollMs?: number
  timeoutMs: number
  log: FastifyBaseLogger
}

/** Called with the accounts whose indexed rows changed on a chain. */
export type AccountsListener = (chainId: string, accounts: Set<string>) => void

/** The gateway's chain indexer: one {@link ChainIndexer} per configured EVM chain, sharing one leader lock. */
export class Indexer {
  readonly chains: ChainIndexer[]
  /** Tracks the accounts asked about on the tracked-mode chains (the routes call it). */
  readonly tracker: AccountTracker
  #lock: LeaderLock
  #listeners: AccountsListener[] = []

  constructor(db: Db, options: IndexerOptions) {
    this.#lock = new LeaderLock(db)
    const evm = Object.entries(options.rpcUrls).filter(([chainId]) => chainId.startsWith('eip155:'))
    const tracked = new Map<string, number>()
    for (const [chainId] of evm) {
      if (indexerModeOf(chainId, options.modes) === 'tracked')
        tracked.set(chainId, options.startBlocks?.[chainId] ?? 0)
    }
    this.tracker = new AccountTracker(db, tracked)
    this.chains = evm.map(
      ([chainId, url]) =>
        new ChainIndexer({
          db,
          chainId,
          rpc: new ChainRpc([url, ...(options.fallbackUrls?.[chainId] ?? [])], options.timeoutMs),
          mode: indexerModeOf(chainId, options.modes),
          startBlock: options.startBlocks?.[chainId] ?? (DEVNET_CHAINS.includes(chainId) ? 0 : undefined),
          pollMs: options.pollMs ?? INDEXER_POLL_MS,
          lock: this.#lock,
          log: options.log,
          onAccounts: (c, accounts) => {
            for (const listen of this.#listeners) listen(c, accounts)
          },
        }),
    )
  }

  /** Registers a listener of changed accounts (the balance cache invalidates with it). */
  onAccounts(listener: AccountsListener): void {
    this.#listeners.push(listener)
  }

  /** Whether this instance indexes `chainId` now (it holds the chain's leader lock). */
  leads(chainId: string): boolean {
    return this.chains.some((c) => c.chainId === chainId) && this.#lock.holds(chainId)
  }

  start(): void {
    for (const c of this.chains) c.start()
  }

  /** Stops every chain's loop and releases the leader locks. */
  async stop(): Promise<void> {
    await Promise.all(this.chains.map((c) => c.stop()))
    await this.#lock.close()
  }
}
