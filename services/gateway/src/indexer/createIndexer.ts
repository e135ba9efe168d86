import type { FastifyBaseLogger } from 'fastify'
import type { GatewayConfig } from '../config.js'
import type { Db } from '../db/Db.js'
import { Indexer } from './indexer.js'

/** What {@link createIndexer} reads from the gateway's configuration. */
export type IndexerSettings = Pick<
  GatewayConfig,
  'indexer' | 'indexerStartBlocks' | 'indexerPollMs' | 'indexerModes' | 'rpcFallbackUrls'
> & {
  rpcUrls: Record<string, string>
  timeoutMs: number
}

/**
 * The gateway's chain indexer over `db` (not started), following the configured EVM chains; undefined when
 * `settings.indexer` is false (env `PORTICO_INDEXER=off`). The account routes answer from the database either way.
 */
export function createIndexer(
  db: Db,
  settings: IndexerSettings,
  log: FastifyBaseLogger,
): Indexer | undefined {
  if (settings.indexer === false) return undefined
  return new Indexer(db, {
    rpcUrls: settings.rpcUrls,
    startBlocks: settings.indexerStartBlocks,
    modes: settings.indexerModes,
    fallbackUrls: settings.rpcFallbackUrls,
    pollMs: settings.indexerPollMs,
    timeoutMs: settings.timeoutMs,
    log,
  })
}
