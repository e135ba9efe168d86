import { isHexAddress } from '@portico/core'
import type { GatewayApp } from '../http/gatewayApp.js'

import {
  badCursor,
  chainFilter,
  pagedRequestSchema,
  pageLimit,
  pageSchema,
} from '../indexer/history/pagedQuery.js'
import { decodeCursor, encodeCursor, isChainId } from '../indexer/pageCursor.js'
import type { NftKey } from './nftRepo.js'
import type { NftService } from './nftService.js'

const isNftKey = (v: unknown): v is NftKey =>
  Array.isArray(v) &&
  v.length === 3 &&
  isChainId(v[0]) &&
  isHexAddress(v[1]) &&
  v[1] === v[1].toLowerCase() &&
  typeof v[2] === 'string' &&
  /^[0-9]{1,78}$/.test(v[2])

/** JSON schema of one NFT entry. */
export const nftEntrySchema = {
  type: 'object',
  required: ['chainId', 'contract', 'tokenId', 'name', 'collection', 'imageUrl'],
  properties: {
    chainId: { type: 'string', description: 'CAIP-2 chain id' },
    contract: { type: 'string' },
    tokenId: { type: 'string', description: 'Decimal' },
    name: { type: 'string', description: 'Plain text, at most 200 characters' },
    description: { type: 'string', description: 'Plain text, at most 1000 characters' },
    collection: {
      type: 'object',
      required: ['name', 'symbol'],
      properties: { name: { type: 'string' }, symbol: { type: 'string' } },
    },
    imageUrl: {
      type: 'string',
      nullable: true,
      description:
        'GET /v1/nft/{chainId}/{contract}/{tokenId}/image on this gateway; null when there is no image',
    },
  },
} as const

/** `GET /v1/account/{address}/nfts?chainId&cursor&limit` → `{data, next}`: the ERC-721 tokens the address holds. */
export function nftsRoute(app: GatewayApp, options: { nfts: NftService; chains: readonly string[] }): void {
  app.get(
    '/v1/account/:address/nfts',
    {
      config: { project: 'required' },
      schema: {
        summary: 'The ERC-721 tokens an account holds now, from the indexer ({data, next})',
        ...pagedRequestSchema,
        response: { 200: pageSchema(nftEntrySchema) },
      },
    },
    async (req) => {
      const owner = req.params.address.toLowerCase()
      const chainId = chainFilter(req.query.chainId)
      const after =
        req.query.cursor === undefined ? undefined : (decodeCursor(req.query.cursor, isNftKey) ?? badCursor())
      if (chainId && !options.chains.includes(chainId)) return { data: [], next: null }
      const limit = pageLimit(req.query.limit)
      const rows = await options.nfts.list(owner, chainId, after, limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        data: page,
        next: rows.length > limit && last ? encodeCursor([last.chainId, last.contract, last.tokenId]) : null,
      }
    },
  )
}
