import { EIP155_ADDRESS_PATTERN, isHexAddress, isSolanaAddress } from '@portico/core'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { PublicUrls } from '../http/publicUrls.js'

import { clientQueryProperties } from '../http/schemas.js'
import type { AccountsListener } from '../indexer/indexer.js'
import { CHAIN_ID_PATTERN, toCaip2 } from '../rpc/rpcRoutes.js'
import type { ChainTokens, TokenInfo } from '../tokens/devnetManifest.js'
import { BalanceCache } from './balanceCache.js'
import type { PricedAsset, PriceSource } from './prices/priceSource.js'
import { type ChainBalances, readBalances, UpstreamError } from './readBalances.js'
import { readSolanaBalances, SOLANA_NATIVE_CURRENCY } from './readSolanaBalances.js'
import { mergeTokens, receivedTokens } from './receivedTokens.js'
import { tokenBalanceSchema, tokenBalances } from './tokenBalances.js'

/** A Solana address as a JSON Schema pattern: core's `isSolanaAddress` checks the same. */
const SOLANA_ADDRESS_PATTERN = '^[1-9A-HJ-NP-Za-km-z]{32,44}$'
/** The balance route's `{address}`: an EVM or a Solana address; the chain's namespace picks which is valid. */
const balanceParamsSchema = {
  type: 'object',
  required: ['address'],
  properties: { address: { type: 'string', pattern: `${EIP155_ADDRESS_PATTERN}|${SOLANA_ADDRESS_PATTERN}` } },
} as const
/** Longest `forceUpdate` list accepted (comma-separated addresses). */
const MAX_FORCE_UPDATE_LENGTH = 2000
/** The only currency prices are given in (U-11). */
export const BALANCE_CURRENCIES = ['usd'] as const

/** What the balance route needs. */
export interface BalanceRouteOptions {
  rpcUrls: Record<string, string>
  tokens: ChainTokens
  timeoutMs: number
  /** Cache time per (chain, address); default `BALANCE_CACHE_TTL_MS`. */
  cacheTtlMs?: number
  /** The gateway database, for the ERC-20s the indexer saw the address receive. */
  db: Db
  urls: PublicUrls
  prices: PriceSource
  /** Registers a listener of accounts with new indexed transfers (their cached balances are dropped). */
  onIndexedAccounts?(listener: AccountsListener): void
  /** Called with each EVM address asked about (the indexer starts tracking it on a tracked-mode chain). */
  onAccountAsked?(chainId: string, address: string): Promise<void>
}

/** What is cached per (chain, address): the token list and the raw amounts read. */
interface CachedBalances {
  tokens: TokenInfo[]
  raw: ChainBalances
}

const names = (list: string | undefined, address: string): boolean =>
  !!list && list.split(',').some((a) => a.trim().toLowerCase() === address.toLowerCase())

/**
 * U-11: `GET /v1/account/{address}/balance?chainId&currency=usd&forceUpdate`: the native balance and the
 * ERC-20 balances of the address (the manifest's tokens and every ERC-20 the indexer saw it receive), read
 * with `balanceOf` from the chain's upstream node at the latest block. Cached per (chain, address) until
 * the indexer sees a new transfer of the address, for a few seconds at most, unless `forceUpdate`
 * (comma-separated addresses) names it. An unknown chain gets `{ balances: [] }`.
 */
export function balanceRoute(app: GatewayApp, options: BalanceRouteOptions): void {
  const cache = new BalanceCache<CachedBalances>(options.cacheTtlMs)
  options.onIndexedAccounts?.((chainId, accounts) => {
    for (const a of accounts) cache.delete(BalanceCache.key(chainId, a))
  })
  app.get(
    '/v1/account/:address/balance',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Native and ERC-20 balances of an address on one chain (price and value only when known)',
        params: balanceParamsSchema,
        querystring: {
          type: 'object',
          required: ['chainId'],
          properties: {
            ...clientQueryProperties,
            chainId: { type: 'string', pattern: CHAIN_ID_PATTERN, description: 'CAIP-2 chain id' },
            currency: { type: 'string', enum: [...BALANCE_CURRENCIES], default: 'usd' },
            forceUpdate: {
              type: 'string',
              maxLength: MAX_FORCE_UPDATE_LENGTH,
              description: 'Comma-separated addresses whose cached balances are skipped',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['balances'],
            properties: { balances: { type: 'array', items: tokenBalanceSchema } },
          },
        },
      },
    },
    async (req) => {
      const { address } = req.params
      const chainId = toCaip2(req.query.chainId)
      const rpcUrl = Object.hasOwn(options.rpcUrls, chainId) ? options.rpcUrls[chainId] : undefined
      const namespace = chainId.split(':')[0]
      // E-09: balances exist on eip155 and solana only; a chain this gateway does not serve holds nothing here.
      if (namespace !== 'eip155' && namespace !== 'solana') return { balances: [] }
      if (!(namespace === 'solana' ? isSolanaAddress(address) : isHexAddress(address))) {
        throw new ApiError(400, 'INVALID_PARAM', `params/address is not a ${namespace} address`, 'address')
      }
      if (!rpcUrl) return { balances: [] }
      if (namespace === 'solana') return { balances: await solanaBalances(chainId, rpcUrl, address) }
      await options.onAccountAsked?.(chainId, address)
      const key = BalanceCache.key(chainId, address)
      let hit = names(req.query.forceUpdate, address) ? undefined : cache.get(key)
      if (!hit) {
        const listed = (Object.hasOwn(options.tokens, chainId) ? options.tokens[chainId] : undefined) ?? []
        const tokens = mergeTokens(listed, await receivedTokens(options.db, chainId, address.toLowerCase()))
        try {
          hit = { tokens, raw: await readBalances(rpcUrl, address, tokens, options.timeoutMs) }
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error
          throw new ApiError(
            502,
            'UPSTREAM_UNAVAILABLE',
            `Balances of ${chainId} are unavailable: ${error.message}`,
          )
        }
        cache.set(key, hit)
      }
      const assets: PricedAsset[] = [
        'native',
        ...hit.tokens.map((t) => t.address.toLowerCase() as PricedAsset),
      ]
      const prices = await options.prices.usdPrices(chainId, assets)
      return { balances: tokenBalances(chainId, hit.tokens, hit.raw, options.urls, prices) }
    },
  )

  /** SOL and the listed SPL mints of `address`, read from the node on every request (no indexer on Solana). */
  async function solanaBalances(chainId: string, rpcUrl: string, address: string) {
    const mints = (Object.hasOwn(options.tokens, chainId) ? options.tokens[chainId] : undefined) ?? []
    try {
      const raw = await readSolanaBalances(rpcUrl, address, mints, options.timeoutMs)
      const prices = await options.prices.usdPrices(chainId, ['native'])
      return tokenBalances(chainId, mints, raw, options.urls, prices, SOLANA_NATIVE_CURRENCY)
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      throw new ApiError(
        502,
        'UPSTREAM_UNAVAILABLE',
        `Balances of ${chainId} are unavailable: ${error.message}`,
      )
    }
  }
}
