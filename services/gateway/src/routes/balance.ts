import type { FastifyInstance } from 'fastify'
import { BalanceCache } from '../balances/balanceCache.js'
import { type ChainBalances, readBalances, UpstreamError } from '../balances/readBalances.js'
import { tokenBalanceSchema, tokenBalances } from '../balances/tokenBalances.js'
import { ApiError } from '../http/errors.js'
import { requireProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import type { ChainTokens } from '../tokens/devnetManifest.js'
import { CHAIN_ID_PATTERN, toCaip2 } from './rpc.js'

/** An EVM address: 0x and 40 hex digits. */
export const ADDRESS_PATTERN = '^0x[0-9a-fA-F]{40}$'
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
}

interface BalanceRequest {
  Params: { address: string }
  Querystring: { chainId: string; currency: string; forceUpdate?: string }
}

const names = (list: string | undefined, address: string): boolean =>
  !!list && list.split(',').some((a) => a.trim().toLowerCase() === address.toLowerCase())

/**
 * U-11: `GET /v1/account/{address}/balance?chainId&currency=usd&forceUpdate`: the native balance and every
 * known ERC-20 balance (from the devnet manifest) of the address, read from the chain's upstream node. Cached
 * for a few seconds per (chain, address) unless `forceUpdate` (comma-separated addresses) names the address.
 */
export function balanceRoute(app: FastifyInstance, options: BalanceRouteOptions): void {
  // Raw amounts are cached, not answers: icon URLs come from each request's own Host, so one client's Host
  // header never reaches another client's answer.
  const cache = new BalanceCache<ChainBalances>(options.cacheTtlMs)
  app.get<BalanceRequest>(
    '/v1/account/:address/balance',
    {
      schema: {
        summary: 'Native and ERC-20 balances of an address on one chain (devnet prices are 0)',
        params: {
          type: 'object',
          required: ['address'],
          properties: { address: { type: 'string', pattern: ADDRESS_PATTERN } },
        },
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
      requireProject(req)
      const { address } = req.params
      const chainId = toCaip2(req.query.chainId)
      const rpcUrl = Object.hasOwn(options.rpcUrls, chainId) ? options.rpcUrls[chainId] : undefined
      if (!rpcUrl || !chainId.startsWith('eip155:')) {
        throw new ApiError(
          400,
          'INVALID_PARAM',
          `chainId ${chainId} is not an EVM chain this gateway serves`,
          'chainId',
        )
      }
      const key = BalanceCache.key(chainId, address)
      const tokens = (Object.hasOwn(options.tokens, chainId) ? options.tokens[chainId] : undefined) ?? []
      let raw = names(req.query.forceUpdate, address) ? undefined : cache.get(key)
      if (!raw) {
        try {
          raw = await readBalances(rpcUrl, address, tokens, options.timeoutMs)
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error
          throw new ApiError(
            502,
            'UPSTREAM_UNAVAILABLE',
            `Balances of ${chainId} are unavailable: ${error.message}`,
          )
        }
        cache.set(key, raw)
      }
      return { balances: tokenBalances(chainId, tokens, raw, `${req.protocol}://${req.host}`) }
    },
  )
}
