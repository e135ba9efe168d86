import type { CaipNetworkId, NftItem } from '@portico/core'
import type { Db } from '../db/Db.js'
import type { PublicUrls } from '../http/publicUrls.js'
import type { ChainRpc } from '../indexer/chainRpc.js'
import { tokenMetaOf } from '../indexer/tokenMeta.js'
import { readNftMetadata } from './nftMetadata.js'
import {
  isIndexedNft,
  type NftKey,
  type NftMeta,
  nftKeyOf,
  nftMetaOf,
  type OwnedNft,
  ownedNfts,
  storeNftMeta,
} from './nftRepo.js'

/** One entry of `GET /v1/account/{address}/nfts`: core's {@link NftItem}, the modal reads it as it is. */
export type NftEntry = NftItem

/** Shown for a collection whose contract answers no name or symbol. */
export const UNKNOWN_COLLECTION = 'Unknown collection'

/** NFT listing and image lookup on the indexed ERC-721 transfers, with tokenURI metadata read once and stored. */
export class NftService {
  constructor(
    private readonly db: Db,
    private readonly rpcs: ReadonlyMap<string, ChainRpc>,
    private readonly allowedHosts: readonly string[],
    private readonly urls: PublicUrls,
  ) {}

  /**
   * Metadata of `nfts`: stored, else read from the chain now and stored (a node failure, or a remote
   * document not fetched, leaves it out and unstored, so a later call tries again).
   */
  async metadata(nfts: readonly OwnedNft[]): Promise<Map<string, NftMeta>> {
    const known = await nftMetaOf(this.db, nfts)
    const missing = nfts.filter((n) => !known.has(nftKeyOf(n)))
    for (const chainId of new Set(missing.map((n) => n.chainId))) {
      const rpc = this.rpcs.get(chainId)
      const list = missing.filter((n) => n.chainId === chainId)
      if (!rpc) continue
      const metas = await readNftMetadata(rpc, list, this.allowedHosts).catch(() => undefined)
      if (!metas) continue
      for (const [i, nft] of list.entries()) {
        const meta = metas[i]
        if (!meta) continue
        await storeNftMeta(this.db, nft, meta)
        known.set(nftKeyOf(nft), meta)
      }
    }
    return known
  }

  /** A page of `owner`'s NFTs (one more than `limit` when there is a next page). */
  async list(
    owner: string,
    chainId: string | undefined,
    after: NftKey | undefined,
    limit: number,
  ): Promise<NftEntry[]> {
    const nfts = await ownedNfts(this.db, owner, chainId, after, limit)
    const metas = await this.metadata(nfts)
    const collections = new Map<string, { name: string; symbol: string }>()
    for (const c of new Set(nfts.map((n) => n.chainId))) {
      const tokens = [...new Set(nfts.filter((n) => n.chainId === c).map((n) => n.contract))]
      for (const [token, m] of await tokenMetaOf(this.db, c, tokens)) {
        collections.set(`${c}|${token}`, { name: m.name ?? UNKNOWN_COLLECTION, symbol: m.symbol ?? '' })
      }
    }
    return nfts.map((n) => {
      const meta = metas.get(nftKeyOf(n))
      const collection = collections.get(`${n.chainId}|${n.contract}`) ?? {
        name: UNKNOWN_COLLECTION,
        symbol: '',
      }
      return {
        ...n,
        chainId: n.chainId as CaipNetworkId,
        name: meta?.name ?? `${collection.name} #${n.tokenId}`,
        ...(meta?.description ? { description: meta.description } : {}),
        collection,
        imageUrl: meta?.image ? this.urls.nftImage(n.chainId, n.contract, n.tokenId) : null,
      }
    })
  }

  /**
   * Where the NFT's image is (a data: URI or an http(s) URL), or undefined. Only NFTs the indexer has seen
   * are looked up on the chain, so a client cannot make the gateway call and store arbitrary contracts.
   */
  async imageSource(nft: OwnedNft): Promise<string | undefined> {
    const stored = (await nftMetaOf(this.db, [nft])).get(nftKeyOf(nft))
    if (stored) return stored.image ?? undefined
    if (!(await isIndexedNft(this.db, nft))) return undefined
    return (await this.metadata([nft])).get(nftKeyOf(nft))?.image ?? undefined
  }
}
