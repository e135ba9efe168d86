import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/Db.js'
import { ChainIndexer } from './chainIndexer.js'
import { ChainRpc } from './chainRpc.js'
import { INDEXER_POLL_MS } from './indexerConfig.js'
import { LeaderLock } from './leaderLock.js'

/**
 * Chains backfilled from block 0 when no start block is configured: the devnet's. Any other chain without a
 * `PORTICO_INDEXER_START_BLOCKS` entry starts at its head on the first run (a real chain's full history
 * would take days to read).
 */
export const DEVNET_CHAINS: readonly string[] = ['eip155:31337', 'eip155:31338']

/** What the indexer follows and how. */
export interface IndexerOptions {
  /** CAIP-2 id → upstream URL; the `eip155` ones are followed. */
  rpcUrls: Record<string, string>
  startBlocks?: Record<string, number>
  pollMs?: number
  timeoutMs: number
  log: FastifyBaseLogger
}

/** Called with the accounts whose indexed rows changed on a chain. */
export type AccountsListener = (chainId: string, accounts: Set<string>) => void

/** The gateway's chain indexer: one {@link ChainIndexer} per configured EVM chain, sharing one leader lock. */
export class Indexer {
  readonly chains: ChainIndexer[]
  #lock: LeaderLock
  #listeners: AccountsListener[] = []

  constructor(db: Db, options: IndexerOptions) {
    this.#lock = new LeaderLock(db)
    this.chains = Object.entries(options.rpcUrls)
      .filter(([chainId]) => chainId.startsWith('eip155:'))
      .map(
        ([chainId, url]) =>
          new ChainIndexer({
            db,
            chainId,
            rpc: new ChainRpc(url, options.timeoutMs),
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
