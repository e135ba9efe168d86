import type { TokenInfo } from '../tokens/devnetManifest.js'
import { formatUnits } from './formatUnits.js'
import type { ChainBalances } from './readBalances.js'

/** The native currency reported for every eip155 chain the gateway serves (the devnet chains run on ETH). */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
/** The devnet has no price feed: every price, and so every value, is 0 in this currency. */
export const DEVNET_PRICE_USD = 0

/** One entry of `{ balances }` (E-12, V-08). */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 chain id. */
  chainId: string
  /** CAIP-10 address of the token contract; absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** JSON schema of {@link TokenBalance}, for the route's response and the OpenAPI document. */
export const tokenBalanceSchema = {
  type: 'object',
  required: ['name', 'symbol', 'chainId', 'value', 'price', 'quantity', 'iconUrl'],
  properties: {
    name: { type: 'string' },
    symbol: { type: 'string' },
    chainId: { type: 'string' },
    address: { type: 'string' },
    value: { type: 'number' },
    price: { type: 'number' },
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
 * `imageBase` is the gateway's own URL; icons are its `/public/getTokenImage/{symbol}` monograms.
 */
export function tokenBalances(
  chainId: string,
  tokens: readonly TokenInfo[],
  balances: ChainBalances,
  imageBase: string,
): TokenBalance[] {
  const icon = (id: string) => `${imageBase}/public/getTokenImage/${encodeURIComponent(id)}`
  const entry = (info: Omit<TokenInfo, 'address'>, amount: bigint, address?: string): TokenBalance => ({
    name: info.name,
    symbol: info.symbol,
    chainId,
    ...(address ? { address: `${chainId}:${address}` } : {}),
    value: DEVNET_PRICE_USD,
    price: DEVNET_PRICE_USD,
    quantity: { decimals: String(info.decimals), numeric: formatUnits(amount, info.decimals) },
    iconUrl: icon(IMAGE_ID.test(info.symbol) ? info.symbol : (address ?? info.symbol)),
  })
  const out = [entry(NATIVE_CURRENCY, balances.native)]
  tokens.forEach((token, i) => {
    const amount = balances.tokens[i]
    if (amount !== undefined && amount > 0n) out.push(entry(token, amount, token.address))
  })
  return out
}
