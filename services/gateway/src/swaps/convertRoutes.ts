import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { PublicUrls } from '../http/publicUrls.js'

import { clientQueryProperties } from '../http/schemas.js'
import { hexToBigInt } from '../indexer/chainRpc.js'
import { toCaip2 } from '../rpc/rpcRoutes.js'
import { amountSchema, chainQuerySchema, fromSchema, toSchema, userAddressSchema } from './convertSchemas.js'
import { GAS_PRICE_UNSUPPORTED, nativeInfo, type SwapService, splitAccount } from './swapService.js'
import { UNISWAP_V2_FEE_PERCENT } from './uniswapV2Math.js'

/** Gas price tiers of U-08, in percent of the node's `eth_gasPrice`. */
export const GAS_PRICE_TIERS = { standard: 100n, fast: 125n, instant: 150n } as const
/** The quote provider's id (the `id` of each quote starts with it). */
export const SWAP_PROVIDER = 'uniswap-v2'
const MAX_UINT256 = (1n << 256n) - 1n

/** A positive amount, else a 400 naming `amount` (zero is refused here; the schema refuses the rest). */
export function positiveAmount(raw: string): bigint {
  const amount = BigInt(raw)
  if (amount === 0n) throw new ApiError(400, 'INVALID_PARAM', 'amount must be above 0', 'amount')
  if (amount > MAX_UINT256) throw new ApiError(400, 'INVALID_PARAM', 'amount is above a uint256', 'amount')
  return amount
}

/**
 * The convert API's reads: U-05 tokens, U-04 quotes, U-07 allowance and U-08 gas price. A network without
 * swaps answers the spec's safe defaults (U-30): no tokens, no quotes, allowance '0'; gas price answers 400
 * 'Network not supported for Gas Price' (S-02).
 */
export function convertRoutes(app: GatewayApp, swaps: SwapService, urls: PublicUrls): void {
  app.get(
    '/v1/convert/tokens',
    {
      config: { project: 'required' },
      schema: { summary: 'Tokens offered for swaps on a chain (U-05)', querystring: chainQuerySchema },
    },
    async (req) => {
      const chain = swaps.chains.get(toCaip2(req.query.chainId))
      if (!chain) return { tokens: [] }
      const list = [nativeInfo(chain.config), ...chain.config.tokens]
      return {
        tokens: list.map((t) => ({
          name: t.name,
          symbol: t.symbol,
          address: `${chain.chainId}:${t.address}`,
          decimals: t.decimals,
          logoUri: urls.tokenIcon(t.symbol),
          eip2612: false,
        })),
      }
    },
  )

  app.get(
    '/v1/convert/quotes',
    {
      config: { project: 'required' },
      schema: {
        summary: 'The best Uniswap V2 route (direct or through WETH) for selling an amount (U-04)',
        querystring: {
          type: 'object',
          required: ['amount', 'userAddress', 'from', 'to'],
          properties: {
            ...clientQueryProperties,
            amount: amountSchema,
            userAddress: userAddressSchema,
            from: fromSchema,
            to: toSchema,
            gasPrice: {
              type: 'string',
              pattern: '^[0-9]{0,30}$',
              description: 'Not used: fees are priced by the client',
            },
          },
        },
      },
    },
    async (req) => {
      const { chainId } = splitAccount(req.query.from)
      const chain = chainId ? swaps.chains.get(chainId) : undefined
      if (!chain) return { quotes: [] }
      const from = swaps.token(chain, req.query.from, 'from')
      const to = swaps.token(chain, req.query.to, 'to')
      const amount = positiveAmount(req.query.amount)
      const route = await swaps.quote(chain, from, to, amount)
      const toAmount = route.amounts.at(-1) ?? 0n
      return {
        quotes: [
          {
            id: `${SWAP_PROVIDER}:${route.path.join('>')}`,
            fromAmount: amount.toString(),
            fromAccount: req.query.from,
            toAmount: toAmount.toString(),
            toAccount: req.query.to,
            route: route.path.map((a) => `${chain.chainId}:${a}`),
            priceImpact: route.priceImpact,
            providerFee: route.fee.toString(),
            providerFeePercent: UNISWAP_V2_FEE_PERCENT * route.hops.length,
          },
        ],
      }
    },
  )

  app.get(
    '/v1/convert/allowance',
    {
      config: { project: 'required' },
      schema: {
        summary: "What the router may spend of the user's token (U-07)",
        querystring: {
          type: 'object',
          required: ['tokenAddress', 'userAddress'],
          properties: { ...clientQueryProperties, tokenAddress: fromSchema, userAddress: userAddressSchema },
        },
      },
    },
    async (req) => {
      const { chainId } = splitAccount(req.query.tokenAddress)
      const chain = chainId ? swaps.chains.get(chainId) : undefined
      if (!chain) return { allowance: '0' }
      const token = swaps.token(chain, req.query.tokenAddress, 'tokenAddress')
      // The native currency needs no approval.
      if (token.native) return { allowance: MAX_UINT256.toString() }
      const owner = splitAccount(req.query.userAddress).address
      const data = `0xdd62ed3e${owner.slice(2).padStart(64, '0')}${chain.config.router.slice(2).toLowerCase().padStart(64, '0')}`
      const result = await swaps.node(chain, () =>
        chain.rpc.call('eth_call', [{ to: token.info.address, data }, 'latest']),
      )
      return { allowance: hexToBigInt(result, 'allowance').toString() }
    },
  )

  app.get(
    '/v1/convert/gas-price',
    {
      config: { project: 'required' },
      schema: { summary: 'Gas price tiers of a swap chain, in wei (U-08)', querystring: chainQuerySchema },
    },
    async (req) => {
      const chain = swaps.require(toCaip2(req.query.chainId), GAS_PRICE_UNSUPPORTED)
      const price = hexToBigInt(await swaps.node(chain, () => chain.rpc.call('eth_gasPrice', [])), 'gasPrice')
      const tier = (percent: bigint) => ((price * percent) / 100n).toString()
      return {
        standard: tier(GAS_PRICE_TIERS.standard),
        fast: tier(GAS_PRICE_TIERS.fast),
        instant: tier(GAS_PRICE_TIERS.instant),
      }
    },
  )
}
