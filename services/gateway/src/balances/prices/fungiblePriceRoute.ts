import { NATIVE_TOKEN_ADDRESS } from '@portico/core'
import type { GatewayApp } from '../../http/gatewayApp.js'
import type { PublicUrls } from '../../http/publicUrls.js'

import { clientQueryProperties } from '../../http/schemas.js'
import { CAIP10_TOKEN_PATTERN } from '../../swaps/convertSchemas.js'
import { splitAccount } from '../../swaps/swapService.js'
import type { ChainTokens, TokenInfo } from '../../tokens/devnetManifest.js'
import { NATIVE_CURRENCY } from '../tokenBalances.js'
import type { PricedAsset, PriceSource } from './priceSource.js'

/** Most addresses one price request may ask for. */
export const MAX_PRICE_ADDRESSES = 100
/** The only currency prices are given in (I-04). */
export const PRICE_CURRENCIES = ['usd'] as const

/**
 * I-04, U-06: `POST /v1/fungible/price` with `{currency: 'usd', addresses, projectId}` (CAIP-10 addresses;
 * `0xeeee…` for a native currency) → `{fungibles: [{name, symbol, iconUrl, price, address}]}`. A token whose
 * price no source knows, or that the gateway does not know, is left out (never a made-up price).
 */
export function fungiblePriceRoute(
  app: GatewayApp,
  options: { prices: PriceSource; tokens: (chainId: string) => readonly TokenInfo[]; urls: PublicUrls },
): void {
  app.post(
    '/v1/fungible/price',
    {
      config: { project: 'required' },
      schema: {
        summary: 'USD prices of tokens, from the AMM pools (I-04)',
        querystring: { type: 'object', properties: clientQueryProperties },
        body: {
          type: 'object',
          required: ['currency', 'addresses'],
          properties: {
            currency: { type: 'string', enum: [...PRICE_CURRENCIES] },
            addresses: {
              type: 'array',
              maxItems: MAX_PRICE_ADDRESSES,
              items: { type: 'string', pattern: CAIP10_TOKEN_PATTERN },
            },
            projectId: clientQueryProperties.projectId,
          },
        },
      },
    },
    async (req) => {
      const byChain = new Map<string, string[]>()
      for (const raw of req.body.addresses) {
        const { chainId = '', address } = splitAccount(raw)
        byChain.set(chainId, [...(byChain.get(chainId) ?? []), address])
      }
      const fungibles = []
      for (const [chainId, addresses] of byChain) {
        const known = options.tokens(chainId)
        const assets = addresses.map(
          (a): PricedAsset => (a === NATIVE_TOKEN_ADDRESS ? 'native' : (a as PricedAsset)),
        )
        const prices = await options.prices.usdPrices(chainId, assets)
        for (const [i, asset] of assets.entries()) {
          const price = prices.get(asset)
          const info =
            asset === 'native' ? NATIVE_CURRENCY : known.find((t) => t.address.toLowerCase() === asset)
          if (price === undefined || !info) continue
          const { name, symbol } = info
          fungibles.push({
            name,
            symbol,
            iconUrl: options.urls.tokenIcon(symbol),
            price,
            address: `${chainId}:${addresses[i]}`,
          })
        }
      }
      return { fungibles }
    },
  )
}

/** The tokens a chain's prices can name: its swap tokens and its listed ERC-20s. */
export function priceTokens(swapTokens: ChainTokens, listed: ChainTokens) {
  return (chainId: string): TokenInfo[] => [
    ...((Object.hasOwn(swapTokens, chainId) ? swapTokens[chainId] : undefined) ?? []),
    ...((Object.hasOwn(listed, chainId) ? listed[chainId] : undefined) ?? []),
  ]
}
