import { SWAP_SLIPPAGE } from '../constants.js'
import { GatewayError } from '../errors/errors.js'
import type { BuiltTransaction, SwapQuote, SwapToken } from '../swap/swapTypes.js'
import type { CaipNetworkId } from '../types/network.js'
import type { GatewayClient } from './client.js'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isString = (v: unknown): v is string => typeof v === 'string'
const DIGITS = /^\d+$/

function unexpected(path: string, field: string): never {
  throw new GatewayError(path, 200, `The gateway answered an unexpected ${field}`)
}

function parseToken(raw: unknown): Omit<SwapToken, 'balance'> | undefined {
  if (!isObject(raw) || !isString(raw.symbol) || !isString(raw.address) || typeof raw.decimals !== 'number')
    return undefined
  return {
    name: isString(raw.name) ? raw.name : raw.symbol,
    symbol: raw.symbol,
    address: raw.address,
    decimals: raw.decimals,
    logoUri: isString(raw.logoUri) ? raw.logoUri : '',
  }
}

function parseTx(path: string, body: unknown): BuiltTransaction {
  const tx = isObject(body) ? body.tx : undefined
  if (!isObject(tx) || !isString(tx.to) || !isString(tx.data) || !isObject(tx.eip155))
    unexpected(path, 'transaction')
  const value = isString(tx.amount) ? tx.amount : isString(tx.value) ? tx.value : '0'
  return {
    from: isString(tx.from) ? tx.from : '',
    to: tx.to,
    data: tx.data,
    value: DIGITS.test(value) ? value : '0',
    ...(isString(tx.toAmount) ? { toAmount: tx.toAmount } : {}),
    ...(isString(tx.toAmountMin) ? { toAmountMin: tx.toAmountMin } : {}),
    eip155: { gas: String(tx.eip155.gas ?? ''), gasPrice: String(tx.eip155.gasPrice ?? '') },
  }
}

/** The gateway's swap and price endpoints (U-04 to U-10, I-03 to I-09), typed and validated. */
export function createSwapApi(gateway: Pick<GatewayClient, 'getJson' | 'postJson'>, projectId: string) {
  return {
    /** I-03, U-05: the tokens offered for swaps on the network; `[]` where swaps are not supported. */
    async getTokens(chainId: CaipNetworkId): Promise<Omit<SwapToken, 'balance'>[]> {
      const body = await gateway.getJson<unknown>('v1/convert/tokens', { chainId })
      if (!isObject(body) || !Array.isArray(body.tokens)) unexpected('v1/convert/tokens', 'token list')
      return body.tokens.map(parseToken).filter((t) => t !== undefined)
    },
    /** I-04, U-06: USD prices by CAIP-10 address (lower-case); unknown prices are absent. */
    async getPrices(addresses: readonly string[]): Promise<Map<string, number>> {
      const body = await gateway.postJson<unknown>('v1/fungible/price', {
        currency: 'usd',
        addresses,
        projectId,
      })
      const prices = new Map<string, number>()
      const list = isObject(body) && Array.isArray(body.fungibles) ? body.fungibles : []
      for (const f of list) {
        if (isObject(f) && isString(f.address) && typeof f.price === 'number')
          prices.set(f.address.toLowerCase(), f.price)
      }
      return prices
    },
    /** I-05, U-08: gas price tiers in wei. */
    async getGasPrice(chainId: CaipNetworkId): Promise<{ standard: bigint; fast: bigint; instant: bigint }> {
      const body = await gateway.getJson<unknown>('v1/convert/gas-price', { chainId })
      if (
        !isObject(body) ||
        ![body.standard, body.fast, body.instant].every((v) => isString(v) && DIGITS.test(v))
      )
        unexpected('v1/convert/gas-price', 'gas price')
      return {
        standard: BigInt(body.standard as string),
        fast: BigInt(body.fast as string),
        instant: BigInt(body.instant as string),
      }
    },
    /** I-06, U-04: the best quote for selling `amount` (smallest unit) of `from` for `to`, or undefined. */
    async getQuote(p: { amount: bigint; userAddress: string; from: string; to: string; gasPrice: bigint }) {
      const query = {
        amount: p.amount.toString(),
        userAddress: p.userAddress,
        from: p.from,
        to: p.to,
        gasPrice: p.gasPrice.toString(),
      }
      const body = await gateway.getJson<unknown>('v1/convert/quotes', query)
      if (!isObject(body) || !Array.isArray(body.quotes)) unexpected('v1/convert/quotes', 'quote list')
      const q = body.quotes[0]
      if (q === undefined) return undefined
      if (!isObject(q) || !isString(q.toAmount) || !DIGITS.test(q.toAmount))
        unexpected('v1/convert/quotes', 'quote')
      return q as unknown as SwapQuote
    },
    /** I-07, U-07: what the router may spend of the user's token, in its smallest unit. */
    async getAllowance(tokenAddress: string, userAddress: string): Promise<bigint> {
      const body = await gateway.getJson<unknown>('v1/convert/allowance', { tokenAddress, userAddress })
      if (!isObject(body) || !isString(body.allowance) || !DIGITS.test(body.allowance))
        unexpected('v1/convert/allowance', 'allowance')
      return BigInt(body.allowance)
    },
    /** I-08, U-10: the approval of exactly `amount` for the router. */
    async buildApprove(p: { userAddress: string; from: string; to: string; amount: bigint }) {
      const query = { userAddress: p.userAddress, from: p.from, to: p.to, amount: p.amount.toString() }
      return parseTx(
        'v1/convert/build-approve',
        await gateway.getJson<unknown>('v1/convert/build-approve', query),
      )
    },
    /** I-09, U-09: the swap, with the slippage constant of I-10 sent unchanged. */
    async buildTransaction(p: { amount: bigint; userAddress: string; from: string; to: string }) {
      const body = {
        amount: p.amount.toString(),
        eip155: { slippage: SWAP_SLIPPAGE },
        projectId,
        from: p.from,
        to: p.to,
        userAddress: p.userAddress,
        disableEstimate: false,
      }
      return parseTx(
        'v1/convert/build-transaction',
        await gateway.postJson<unknown>('v1/convert/build-transaction', body),
      )
    },
  }
}

export type SwapApi = ReturnType<typeof createSwapApi>
