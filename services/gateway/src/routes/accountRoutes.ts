import type { FastifyInstance } from 'fastify'
import type { GatewayConfig } from '../config.js'
import type { Db } from '../db/Db.js'
import { gatewayPublicUrls } from '../http/publicUrls.js'
import { ChainRpc } from '../indexer/chainRpc.js'
import { type AccountsListener, Indexer } from '../indexer/indexer.js'
import { NftService } from '../nft/nftService.js'
import { NO_PRICES } from '../prices/priceSource.js'
import type { ChainTokens } from '../tokens/devnetManifest.js'
import { balanceRoute } from './balance.js'
import { historyRoute } from './history.js'
import { nftImageRoute } from './nftImage.js'
import { nftsRoute } from './nfts.js'

/** What {@link accountRoutes} needs from the gateway's configuration. */
type AccountConfig = GatewayConfig & {
  rpcUrls: Record<string, string>
  tokens: ChainTokens
  timeoutMs: number
}

/**
 * The account routes on the gateway's own indexer: balance (U-11), history (U-03), NFTs and NFT images.
 * Builds the {@link Indexer} (not started) unless `config.indexer` is false; the routes answer from the
 * database either way.
 */
export function accountRoutes(app: FastifyInstance, db: Db, config: AccountConfig): Indexer | undefined {
  const urls = gatewayPublicUrls(app, config.publicUrl)
  const evmChains = Object.keys(config.rpcUrls).filter((c) => c.startsWith('eip155:'))
  const rpcs = new Map(evmChains.map((c) => [c, new ChainRpc(config.rpcUrls[c] ?? '', config.timeoutMs)]))
  const indexer =
    config.indexer === false
      ? undefined
      : new Indexer(db, {
          rpcUrls: config.rpcUrls,
          startBlocks: config.indexerStartBlocks,
          pollMs: config.indexerPollMs,
          timeoutMs: config.timeoutMs,
          log: app.log,
        })
  const onIndexedAccounts = indexer && ((listener: AccountsListener) => indexer.onAccounts(listener))
  balanceRoute(app, {
    rpcUrls: config.rpcUrls,
    tokens: config.tokens,
    timeoutMs: config.timeoutMs,
    cacheTtlMs: config.balanceCacheTtlMs,
    db,
    urls,
    prices: config.prices ?? NO_PRICES,
    onIndexedAccounts,
  })
  historyRoute(app, { db, urls, chains: evmChains, onIndexedAccounts })
  const allowedHosts = config.nftImageHosts ?? []
  const nfts = new NftService(db, rpcs, allowedHosts, urls)
  nftsRoute(app, { nfts, chains: evmChains })
  nftImageRoute(app, { nfts, allowedHosts })
  return indexer
}
