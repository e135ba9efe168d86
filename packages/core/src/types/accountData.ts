import type { OnrampPurchaseStatus } from '../onramp/onrampTypes.js'
import type { CaipNetworkId } from './network.js'

/** A fungible or NFT movement inside a transaction (K, U-03). */
export type TransactionTransfer = {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string; decimals?: string | number }
  fungible_info?: {
    name: string
    symbol: string
    decimals?: string | number
    address?: string
    icon?: { url: string }
  }
  nft_info?: {
    name: string
    tokenId: string
    contract: string
    content?: { preview?: { url: string } }
    flags: { is_spam: boolean }
  }
  value?: number
  price?: number
}

/** A transaction of the account's history (SPEC §3, K). */
export type Transaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    /** ISO 8601 time the block was mined. */
    minedAt: string
    sentFrom: string
    sentTo: string
    /** A mined transaction's outcome, or (history with `onramp`, J-15) an on-ramp purchase's status. */
    status: 'confirmed' | 'failed' | OnrampPurchaseStatus
    nonce: number
    chain: CaipNetworkId
    fee?: { quantity: { numeric: string; decimals?: string | number }; symbol?: string } | undefined
  }
  transfers: TransactionTransfer[]
}

/** K-06: transactions by year, then month (0 = January). */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>

/** An NFT the account owns. `imageUrl` is a gateway URL serving the image, or null. */
export type NftItem = {
  chainId: CaipNetworkId
  contract: string
  tokenId: string
  name: string
  description?: string
  collection: { name: string; symbol: string }
  imageUrl: string | null
}

/** One page of a cursor-paged gateway list. */
export type Page<T> = { data: T[]; next: string | undefined }
