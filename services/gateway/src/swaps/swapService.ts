import { NATIVE_TOKEN_ADDRESS, SwapMessages } from '@portico/core'
import type { PricedChain } from '../balances/prices/poolPriceSource.js'
import { ApiError } from '../http/errors.js'
import { ChainRpc, ChainRpcError } from '../indexer/chainRpc.js'
import type { TokenInfo } from '../tokens/devnetManifest.js'
import { bestRoute, type RouteQuote } from './bestRoute.js'
import { PoolReader } from './poolReader.js'
import type { SwapChainConfig, SwapChains } from './swapChains.js'

/** S-03: build-approve and build-transaction on a network without swaps. */
export const SWAPS_UNSUPPORTED = SwapMessages.SWAPS_NETWORK_NOT_SUPPORTED
/** S-02: gas-price on a network without swaps. */
export const GAS_PRICE_UNSUPPORTED = SwapMessages.GAS_PRICE_NETWORK_NOT_SUPPORTED

/** A swap chain the gateway serves: its config, pool reader and node. */
export interface SwapChain extends PricedChain {
  chainId: string
  rpc: ChainRpc
}

/** A token of a request, resolved: `pathAddress` is WETH for the native currency. */
export interface SwapToken {
  chainId: string
  native: boolean
  pathAddress: string
  info: TokenInfo
}

/** A CAIP-10 (`eip155:<id>:0x…`) or plain address split into chain and lower-case address. */
export function splitAccount(value: string): { chainId: string | undefined; address: string } {
  const parts = value.split(':')
  const address = (parts.at(-1) ?? '').toLowerCase()
  return { chainId: parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined, address }
}

/** What the route's callers do when no route exists or the amount is too large (400 naming `amount`). */
const badAmount = (message: string) => new ApiError(400, 'INVALID_PARAM', message, 'amount')

/**
 * The swap chains of the gateway and the reads every convert route needs: which chain a token is on, the
 * best route for an amount, and the chain's node.
 */
export class SwapService {
  readonly chains: Map<string, SwapChain>

  constructor(swaps: SwapChains, rpcUrls: Record<string, string>, timeoutMs: number) {
    this.chains = new Map()
    for (const [chainId, config] of Object.entries(swaps)) {
      const url = Object.hasOwn(rpcUrls, chainId) ? rpcUrls[chainId] : undefined
      if (!url) continue
      const rpc = new ChainRpc(url, timeoutMs)
      this.chains.set(chainId, { chainId, config, rpc, pools: new PoolReader(rpc, config.factory) })
    }
  }

  /** Runs a read of the chain's node; a node that is down or answers an error becomes a 502. */
  async node<T>(chain: SwapChain, read: () => Promise<T>): Promise<T> {
    try {
      return await read()
    } catch (error) {
      if (!(error instanceof ChainRpcError)) throw error
      throw new ApiError(
        502,
        'UPSTREAM_UNAVAILABLE',
        `The node of ${chain.chainId} is unavailable: ${error.message}`,
      )
    }
  }

  /** The chain, or a 400 with `message` ('Network not supported for Swaps' by default). */
  require(chainId: string | undefined, message: string = SWAPS_UNSUPPORTED): SwapChain {
    const chain = chainId ? this.chains.get(chainId) : undefined
    if (!chain) throw new ApiError(400, 'UNSUPPORTED_NETWORK', message, 'chainId')
    return chain
  }

  /** The swap token `value` (CAIP-10) names on `chain`; a 400 naming `field` when it is not offered. */
  token(chain: SwapChain, value: string, field: string): SwapToken {
    const { chainId, address } = splitAccount(value)
    if (chainId !== undefined && chainId !== chain.chainId) {
      throw new ApiError(400, 'INVALID_PARAM', `${field} is on ${chainId}, not ${chain.chainId}`, field)
    }
    const { weth, tokens } = chain.config
    if (address === NATIVE_TOKEN_ADDRESS) {
      return {
        chainId: chain.chainId,
        native: true,
        pathAddress: weth.address,
        info: nativeInfo(chain.config),
      }
    }
    const info = tokens.find((t) => t.address.toLowerCase() === address)
    if (!info)
      throw new ApiError(
        400,
        'INVALID_PARAM',
        `${field} is not a token offered for swaps on ${chain.chainId}`,
        field,
      )
    return { chainId: chain.chainId, native: false, pathAddress: info.address, info }
  }

  /**
   * The best route selling `amountIn` of `from` for `to`. `fresh` reads the pools now (a built swap);
   * otherwise reserves a second old may be used. 400 naming `amount` when no pool connects the tokens or
   * the amount is more than the first pool holds of the token sold (beyond its liquidity); 400 naming `to`
   * when both are the same token or a wrap of the native currency.
   */
  async quote(
    chain: SwapChain,
    from: SwapToken,
    to: SwapToken,
    amountIn: bigint,
    fresh = false,
  ): Promise<RouteQuote> {
    if (from.pathAddress.toLowerCase() === to.pathAddress.toLowerCase()) {
      throw new ApiError(400, 'INVALID_PARAM', 'to must differ from from (wrapping is not a swap)', 'to')
    }
    const { weth } = chain.config
    const route = await this.node(chain, () =>
      bestRoute(chain.pools, weth.address, from.pathAddress, to.pathAddress, amountIn, fresh),
    )
    if (!route) throw badAmount(`No pool connects ${from.info.symbol} and ${to.info.symbol}`)
    const first = route.hops[0]
    if (!first || amountIn > first.reserveIn || (route.amounts.at(-1) ?? 0n) === 0n) {
      throw badAmount(`amount is beyond the liquidity of the ${from.info.symbol} pool`)
    }
    return route
  }
}

/** The native currency of a swap chain (named after its WETH: `WETH` → `ETH`). */
export function nativeInfo(config: SwapChainConfig): TokenInfo {
  const symbol = config.weth.symbol.replace(/^W/, '') || 'ETH'
  return { address: NATIVE_TOKEN_ADDRESS, symbol, name: symbol === 'ETH' ? 'Ether' : symbol, decimals: 18 }
}
