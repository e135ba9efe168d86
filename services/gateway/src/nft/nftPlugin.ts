import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { PublicUrls } from '../http/publicUrls.js'
import type { ChainRpc } from '../indexer/chainRpc.js'
import { nftImageRoute } from './nftImageRoute.js'
import { NftService } from './nftService.js'
import { nftsRoute } from './nftsRoute.js'

/** What the NFT routes need. */
export interface NftPluginOptions {
  db: Db
  /** An RPC client per followed EVM chain, for `tokenURI` reads. */
  rpcs: ReadonlyMap<string, ChainRpc>
  /** Hosts the gateway may fetch NFT metadata and images from. */
  allowedHosts: readonly string[]
  urls: PublicUrls
}

/** The NFT domain: `GET /v1/account/{address}/nfts` and `GET /v1/nft/{chainId}/{contract}/{tokenId}/image`. */
export async function nftPlugin(app: GatewayApp, options: NftPluginOptions): Promise<void> {
  const nfts = new NftService(options.db, options.rpcs, options.allowedHosts, options.urls)
  const chains = [...options.rpcs.keys()]
  nftsRoute(app, { nfts, chains })
  nftImageRoute(app, { nfts, allowedHosts: options.allowedHosts })
}
