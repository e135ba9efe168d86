import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { PublicUrls } from '../http/publicUrls.js'
import { historyRoute } from './history/historyRoute.js'
import type { Indexer } from './indexer.js'

/** What the indexer's routes need. */
export interface IndexerPluginOptions {
  db: Db
  urls: PublicUrls
  /** CAIP-2 ids of the EVM chains the indexer follows. */
  chains: readonly string[]
  /** The running indexer, whose new rows drop cached pages; undefined when it is off. */
  indexer: Indexer | undefined
}

/**
 * The indexer and history domain: `GET /v1/account/{address}/history` (U-03) from the indexed rows. The
 * {@link Indexer} itself is built by {@link createIndexer} and started by the gateway.
 */
export async function indexerPlugin(app: GatewayApp, options: IndexerPluginOptions): Promise<void> {
  const { indexer } = options
  historyRoute(app, {
    db: options.db,
    urls: options.urls,
    chains: options.chains,
    ...(indexer
      ? { onIndexedAccounts: (listener) => indexer.onAccounts(listener), tracker: indexer.tracker }
      : {}),
  })
}
