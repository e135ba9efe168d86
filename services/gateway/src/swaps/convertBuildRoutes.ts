import { MAX_SWAP_SLIPPAGE, minimumReceived } from '@portico/core'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'

import { clientQueryProperties } from '../http/schemas.js'
import { type ChainRpc, hexToBigInt } from '../indexer/chainRpc.js'
import { positiveAmount } from './convertRoutes.js'
import { amountSchema, builtTxSchema, fromSchema, toSchema, userAddressSchema } from './convertSchemas.js'
import { approveCalldata, SWAP_DEADLINE_SECONDS, swapCalldata } from './swapCalldata.js'
import { type SwapService, splitAccount } from './swapService.js'

/** Gas given to an approval when estimating is off or fails. */
export const APPROVE_GAS_FALLBACK = 100_000n
/** Gas given to a swap when estimating is off or fails (before its approval is mined it cannot be estimated). */
export const SWAP_GAS_FALLBACK = 300_000n
const MAX_UINT256 = (1n << 256n) - 1n

interface Unsigned {
  from: string
  to: string
  data: string
  value: bigint
}

/** Gas (estimated unless `estimate` is false; the fallback when the node cannot) and the gas price. */
async function gasFor(rpc: ChainRpc, tx: Unsigned, estimate: boolean, fallback: bigint) {
  const call = { from: tx.from, to: tx.to, data: tx.data, value: `0x${tx.value.toString(16)}` }
  const [price, gas] = await rpc.batch([
    { method: 'eth_gasPrice', params: [] },
    ...(estimate ? [{ method: 'eth_estimateGas', params: [call] }] : []),
  ])
  if (!price?.ok)
    throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', `The node gave no gas price: ${price?.error}`)
  const limit = gas?.ok ? hexToBigInt(gas.result, 'gas') : fallback
  return { gas: limit.toString(), gasPrice: hexToBigInt(price.result, 'gasPrice').toString() }
}

/**
 * U-10 build-approve and U-09 build-transaction: unsigned transactions for the user's wallet. A network
 * without swaps answers 400 'Network not supported for Swaps' (S-03).
 */
export function convertBuildRoutes(app: GatewayApp, swaps: SwapService): void {
  app.get(
    '/v1/convert/build-approve',
    {
      config: { project: 'required' },
      schema: {
        summary: 'An approve of the router for the token sold (U-10); exactly `amount` when given',
        querystring: {
          type: 'object',
          required: ['userAddress', 'from', 'to'],
          properties: {
            ...clientQueryProperties,
            userAddress: userAddressSchema,
            from: fromSchema,
            to: toSchema,
            amount: amountSchema,
          },
        },
        response: { 200: builtTxSchema },
      },
    },
    async (req) => {
      const chain = swaps.require(splitAccount(req.query.from).chainId)
      const token = swaps.token(chain, req.query.from, 'from')
      swaps.token(chain, req.query.to, 'to')
      if (token.native)
        throw new ApiError(
          400,
          'INVALID_PARAM',
          'from is the native currency, which needs no approval',
          'from',
        )
      const amount = req.query.amount === undefined ? MAX_UINT256 : positiveAmount(req.query.amount)
      const from = splitAccount(req.query.userAddress).address
      const tx = {
        from,
        to: token.info.address,
        data: approveCalldata(chain.config.router, amount),
        value: 0n,
      }
      const eip155 = await swaps.node(chain, () => gasFor(chain.rpc, tx, true, APPROVE_GAS_FALLBACK))
      return { tx: { ...tx, value: '0', eip155 } }
    },
  )

  app.post(
    '/v1/convert/build-transaction',
    {
      config: { project: 'required' },
      schema: {
        summary: 'An exact-input Router02 swap with the minimum output of the slippage (U-09, I-10)',
        querystring: { type: 'object', properties: clientQueryProperties },
        body: {
          type: 'object',
          required: ['amount', 'eip155', 'from', 'to', 'userAddress'],
          properties: {
            amount: amountSchema,
            eip155: {
              type: 'object',
              required: ['slippage'],
              properties: {
                slippage: { type: 'number', minimum: 0, maximum: MAX_SWAP_SLIPPAGE, description: 'Percent' },
              },
            },
            from: fromSchema,
            to: toSchema,
            userAddress: userAddressSchema,
            disableEstimate: { type: 'boolean' },
            projectId: clientQueryProperties.projectId,
          },
        },
        response: { 200: builtTxSchema },
      },
    },
    async (req) => {
      const body = req.body
      const chain = swaps.require(splitAccount(body.from).chainId)
      const from = swaps.token(chain, body.from, 'body.from')
      const to = swaps.token(chain, body.to, 'body.to')
      const amountIn = positiveAmount(body.amount)
      // Fresh reserves: the minimum output must follow the pools as they are now, not a cached quote.
      const route = await swaps.quote(chain, from, to, amountIn, true)
      const toAmount = route.amounts.at(-1) ?? 0n
      const amountOutMin = minimumReceived(toAmount, body.eip155.slippage)
      const user = splitAccount(body.userAddress).address
      const deadline = BigInt(Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS)
      const call = { from, to, amountIn, amountOutMin, path: route.path, recipient: user, deadline }
      const { data, value } = swapCalldata(call)
      const tx = { from: user, to: chain.config.router, data, value }
      const estimate = body.disableEstimate !== true
      const eip155 = await swaps.node(chain, () => gasFor(chain.rpc, tx, estimate, SWAP_GAS_FALLBACK))
      return {
        tx: {
          ...tx,
          value: value.toString(),
          amount: value.toString(),
          toAmount: toAmount.toString(),
          toAmountMin: amountOutMin.toString(),
          eip155,
        },
      }
    },
  )
}
