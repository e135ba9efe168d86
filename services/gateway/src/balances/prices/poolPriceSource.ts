import { candidatePaths } from '../../swaps/bestRoute.js'
import type { PoolReader } from '../../swaps/poolReader.js'
import type { SwapChainConfig } from '../../swaps/swapChains.js'
import { ratio } from '../../swaps/uniswapV2Math.js'
import type { PricedAsset, PriceSource } from './priceSource.js'

/** A swap chain with its pool reader: what a {@link PoolPriceSource} reads. */
export interface PricedChain {
  config: SwapChainConfig
  pools: PoolReader
}

/**
 * USD prices from Uniswap V2 pool reserves, through the chain's stablecoin (taken as 1 USD): the mid price of
 * the direct pool with the stablecoin, else through WETH; the native currency is priced as WETH. A token with
 * no such pool, or not in the chain's swap list (its decimals are unknown), has no price. Reserves are cached
 * briefly by the pool reader (`RESERVES_CACHE_TTL_MS`).
 */
export class PoolPriceSource implements PriceSource {
  constructor(private readonly chains: ReadonlyMap<string, PricedChain>) {}

  async usdPrices(chainId: string, assets: readonly PricedAsset[]): Promise<Map<PricedAsset, number>> {
    const prices = new Map<PricedAsset, number>()
    const chain = this.chains.get(chainId)
    if (!chain) return prices
    const { stablecoin, weth, tokens } = chain.config
    const usd = stablecoin.address.toLowerCase()
    const wanted = assets.flatMap((asset) => {
      const address = asset === 'native' ? weth.address.toLowerCase() : asset.toLowerCase()
      const token = tokens.find((t) => t.address.toLowerCase() === address)
      return token ? [{ asset, address, decimals: token.decimals }] : []
    })
    const routes = wanted.map((w) => (w.address === usd ? [] : candidatePaths(w.address, usd, weth.address)))
    const hops = routes.flat().flatMap((path) => path.slice(1).map((to, i) => ({ from: path[i] ?? '', to })))
    const reserves = await chain.pools.hops(hops)
    let offset = 0
    wanted.forEach((w, i) => {
      const paths = routes[i] ?? []
      if (paths.length === 0) prices.set(w.asset, 1)
      for (const path of paths) {
        const pathHops = reserves.slice(offset, offset + path.length - 1)
        offset += path.length - 1
        if (prices.has(w.asset) || pathHops.some((h) => !h)) continue
        let mid = 10 ** (w.decimals - stablecoin.decimals)
        for (const hop of pathHops) if (hop) mid *= ratio(hop.reserveOut, hop.reserveIn)
        if (mid > 0 && Number.isFinite(mid)) prices.set(w.asset, mid)
      }
    })
    return prices
  }
}
