import { GatewayError } from '../errors/errors.js'
import type { TokenBalance } from '../types/account.js'
import type { NftItem, Page, Transaction, TransactionTransfer } from '../types/accountData.js'
import type { CaipNetworkId } from '../types/network.js'
import type { GatewayClient } from './client.js'

/** Page size asked of the history and NFT endpoints. */
export const ACCOUNT_PAGE_SIZE = 20

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isString = (v: unknown): v is string => typeof v === 'string'
const optionalNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const DECIMAL = /^\d+(\.\d+)?$/

function unexpected(path: string, field: string): never {
  throw new GatewayError(path, 200, `The gateway answered an unexpected ${field}`)
}

/** E-12, U-11: one balance; price and value stay undefined when the gateway does not know them. */
export function parseTokenBalance(raw: unknown): TokenBalance | undefined {
  if (!isObject(raw) || !isString(raw.name) || !isString(raw.symbol) || !isString(raw.chainId))
    return undefined
  const q = raw.quantity
  if (!isObject(q) || !isString(q.numeric) || !DECIMAL.test(q.numeric) || !isString(q.decimals))
    return undefined
  const price = optionalNumber(raw.price)
  const value = optionalNumber(raw.value)
  return {
    name: raw.name,
    symbol: raw.symbol,
    chainId: raw.chainId,
    ...(isString(raw.address) ? { address: raw.address as TokenBalance['address'] } : {}),
    ...(price !== undefined ? { price } : {}),
    ...(value !== undefined ? { value } : {}),
    quantity: { decimals: q.decimals, numeric: q.numeric },
    iconUrl: isString(raw.iconUrl) ? raw.iconUrl : '',
  }
}

function isTransfer(raw: unknown): raw is TransactionTransfer {
  if (!isObject(raw) || !['in', 'out', 'self'].includes(raw.direction as string)) return false
  if (!isObject(raw.quantity) || !isString(raw.quantity.numeric)) return false
  const nft = raw.nft_info
  return nft === undefined || (isObject(nft) && isObject(nft.flags) && typeof nft.flags.is_spam === 'boolean')
}

/** U-03: one transaction; malformed rows are dropped (never rendered half-parsed). */
export function parseTransaction(raw: unknown): Transaction | undefined {
  if (!isObject(raw) || !isString(raw.id) || !isObject(raw.metadata) || !Array.isArray(raw.transfers))
    return undefined
  const m = raw.metadata
  if (!isString(m.hash) || !isString(m.minedAt) || Number.isNaN(Date.parse(m.minedAt)) || !isString(m.chain))
    return undefined
  return { ...(raw as Transaction), transfers: raw.transfers.filter(isTransfer) }
}

/** One NFT of the account; remote text is kept as text and the image only as a URL. */
export function parseNft(raw: unknown): NftItem | undefined {
  if (!isObject(raw) || !isString(raw.contract) || !isString(raw.tokenId) || !isString(raw.chainId))
    return undefined
  const collection = isObject(raw.collection) ? raw.collection : {}
  return {
    chainId: raw.chainId as CaipNetworkId,
    contract: raw.contract,
    tokenId: raw.tokenId,
    name: isString(raw.name) ? raw.name : `#${raw.tokenId}`,
    ...(isString(raw.description) ? { description: raw.description } : {}),
    collection: {
      name: isString(collection.name) ? collection.name : '',
      symbol: isString(collection.symbol) ? collection.symbol : '',
    },
    imageUrl: isString(raw.imageUrl) ? raw.imageUrl : null,
  }
}

function parsePage<T>(path: string, body: unknown, parse: (raw: unknown) => T | undefined): Page<T> {
  if (!isObject(body) || !Array.isArray(body.data)) unexpected(path, 'page')
  const data = body.data.map(parse).filter((x): x is T => x !== undefined)
  return { data, next: isString(body.next) && body.next !== '' ? body.next : undefined }
}

/**
 * The gateway's account endpoints (U-03, U-11 and the NFT list), typed and validated. Loaded with the
 * account views, not on the connect path.
 */
export function createAccountApi(gateway: Pick<GatewayClient, 'getJson'>) {
  const path = (address: string, what: string) => `v1/account/${encodeURIComponent(address)}/${what}`
  return {
    /** U-11: balances in USD; `forceUpdate` skips the gateway's cache for this address. */
    async getBalances(address: string, chainId: CaipNetworkId, forceUpdate = false): Promise<TokenBalance[]> {
      const p = path(address, 'balance')
      const body = await gateway.getJson<unknown>(p, {
        chainId,
        currency: 'usd',
        forceUpdate: forceUpdate ? address : undefined,
      })
      if (!isObject(body) || !Array.isArray(body.balances)) unexpected(p, 'balance list')
      return body.balances.map(parseTokenBalance).filter((b): b is TokenBalance => b !== undefined)
    },
    /** U-03, K-02: one page of history; the first page has no cursor. */
    async getHistory(address: string, chainId: CaipNetworkId, cursor?: string): Promise<Page<Transaction>> {
      const p = path(address, 'history')
      const body = await gateway.getJson<unknown>(p, { chainId, cursor, limit: ACCOUNT_PAGE_SIZE })
      return parsePage(p, body, parseTransaction)
    },
    /** One page of the account's NFTs. */
    async getNfts(address: string, chainId: CaipNetworkId, cursor?: string): Promise<Page<NftItem>> {
      const p = path(address, 'nfts')
      const body = await gateway.getJson<unknown>(p, { chainId, cursor, limit: ACCOUNT_PAGE_SIZE })
      return parsePage(p, body, parseNft)
    },
  }
}

export type AccountApi = ReturnType<typeof createAccountApi>
