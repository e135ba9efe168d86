import type { PublicUrls } from '../http/publicUrls.js'
import type { TokenInfo } from '../tokens/devnetManifest.js'
import { formatUnits } from './formatUnits.js'
import type { PricedAsset } from './prices/priceSource.js'
import type { ChainBalances } from './readBalances.js'

/** The native currency reported for every eip155 chain the gateway serves (the devnet chains run on ETH). */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** One entry of `{ balances }` (E-12, V-08). */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 chain id. */
  chainId: string
  /** CAIP-10 address of the token contract; absent for the native currency. */
  address?: string
  /** USD value of the holding; absent when no price is known (never a made-up 0). */
  value?: number
  /** USD price of one unit; absent when no price is known. */
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** JSON schema of {@link TokenBalance}, for the route's response and the OpenAPI document. */
export const tokenBalanceSchema = {
  type: 'object',
  required: ['name', 'symbol', 'chainId', 'quantity', 'iconUrl'],
  properties: {
    name: { type: 'string' },
    symbol: { type: 'string' },
    chainId: { type: 'string' },
    address: { type: 'string' },
    value: { type: 'number', description: 'USD; absent when no price is known' },
    price: { type: 'number', description: 'USD; absent when no price is known' },
    quantity: {
      type: 'object',
      required: ['decimals', 'numeric'],
      properties: { decimals: { type: 'string' }, numeric: { type: 'string' } },
    },
    iconUrl: { type: 'string' },
  },
} as const

/** Image ids the image routes accept; a symbol outside them is replaced by the token's address. */
const IMAGE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Builds the balance list: the native balance always (even 0), then each token with a balance above 0
 * (tokens at 0, and tokens whose call failed, are left out, as they would clutter the modal's token list).
 * Icons are the gateway's `/public/getTokenImage/{symbol}`; `prices` holds the USD prices known; `native` is the
 * chain's native currency (ETH unless given).
 */
export function tokenBalances(
  chainId: string,
  tokens: readonly TokenInfo[],
  balances: ChainBalances,
  urls: PublicUrls,
  prices: ReadonlyMap<PricedAsset, number>,
  native: Omit<TokenInfo, 'address'> = NATIVE_CURRENCY,
): TokenBalance[] {
  const entry = (info: Omit<TokenInfo, 'address'>, amount: bigint, address?: string): TokenBalance => {
    const numeric = formatUnits(amount, info.decimals)
    const price = prices.get((address?.toLowerCase() ?? 'native') as PricedAsset)
    return {
      name: info.name,
      symbol: info.symbol,
      chainId,
      ...(address ? { address: `${chainId}:${address}` } : {}),
      ...(price !== undefined ? { value: price * Number(numeric), price } : {}),
      quantity: { decimals: String(info.decimals), numeric },
      iconUrl: urls.tokenIcon(IMAGE_ID.test(info.symbol) ? info.symbol : (address ?? info.symbol)),
    }
  }
  const out = [entry(native, balances.native)]
  tokens.forEach((token, i) => {
    const amount = balances.tokens[i]
    if (amount !== undefined && amount > 0n) out.push(entry(token, amount, token.address))
  })
  return out
}
