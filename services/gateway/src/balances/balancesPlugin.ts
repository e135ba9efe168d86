import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { PublicUrls } from '../http/publicUrls.js'
import type { Indexer } from '../indexer/indexer.js'
import type { ChainTokens, TokenInfo } from '../tokens/devnetManifest.js'
import { balanceRoute } from './balanceRoute.js'
import { fungiblePriceRoute } from './prices/fungiblePriceRoute.js'
import type { PriceSource } from './prices/priceSource.js'

/** What the balance and price routes need. */
export interface BalancesPluginOptions {
  db: Db
  rpcUrls: Record<string, string>
  /** The listed tokens per chain, whose balances are read. */
  tokens: ChainTokens
  /** The tokens `/v1/fungible/price` knows on a chain (the swap chains' and the listed ones). */
  priceTokens: (chainId: string) => readonly TokenInfo[]
  prices: PriceSource
  timeoutMs: number
  /** Cache time per (chain, address); unset: `BALANCE_CACHE_TTL_MS`. */
  cacheTtlMs?: number | undefined
  urls: PublicUrls
  /** The running indexer, whose new transfers drop cached balances; undefined when it is off. */
  indexer: Indexer | undefined
}

/** The balances and prices domain: `GET /v1/account/{address}/balance` (U-11) and `POST /v1/fungible/price` (U-06). */
export async function balancesPlugin(app: GatewayApp, options: BalancesPluginOptions): Promise<void> {
  const { indexer } = options
  balanceRoute(app, {
    rpcUrls: options.rpcUrls,
    tokens: options.tokens,
    timeoutMs: options.timeoutMs,
    ...(options.cacheTtlMs !== undefined ? { cacheTtlMs: options.cacheTtlMs } : {}),
    db: options.db,
    urls: options.urls,
    prices: options.prices,
    ...(indexer
      ? {
          onIndexedAccounts: (listener) => indexer.onAccounts(listener),
          onAccountAsked: (chainId, address) => indexer.tracker.track(address, [chainId]),
        }
      : {}),
  })
  fungiblePriceRoute(app, { prices: options.prices, tokens: options.priceTokens, urls: options.urls })
}
