import type { Hop, PoolReader } from './poolReader.js'
import { getAmountsOut, type HopReserves, priceImpactPercent, providerFee } from './uniswapV2Math.js'

/** A priced route: the token path (WETH in place of the native currency) and what each hop yields. */
export interface RouteQuote {
  path: string[]
  /** `amounts[0]` is the amount sold, the last the amount bought (as the router's `getAmountsOut`). */
  amounts: bigint[]
  hops: HopReserves[]
  /** Price impact in percent. */
  priceImpact: number
  /** Provider fee, in units of the token sold. */
  fee: bigint
}

/** The candidate paths: direct, and through WETH when neither end is WETH. */
export function candidatePaths(tokenIn: string, tokenOut: string, weth: string): string[][] {
  const low = (a: string) => a.toLowerCase()
  const paths = [[tokenIn, tokenOut]]
  if (low(tokenIn) !== low(weth) && low(tokenOut) !== low(weth)) paths.push([tokenIn, weth, tokenOut])
  return paths
}

const hopsOf = (path: string[]): Hop[] => path.slice(1).map((to, i) => ({ from: path[i] ?? '', to }))

/**
 * The best route from `tokenIn` to `tokenOut` for `amountIn`: of the direct pool and the hop through WETH,
 * the one that yields the most (all pools read in one batch). Undefined when no path has pools all the way.
 */
export async function bestRoute(
  pools: PoolReader,
  weth: string,
  tokenIn: string,
  tokenOut: string,
  amountIn: bigint,
  fresh = false,
): Promise<RouteQuote | undefined> {
  const paths = candidatePaths(tokenIn, tokenOut, weth)
  const all = paths.flatMap(hopsOf)
  const reserves = await pools.hops(all, fresh)
  let best: RouteQuote | undefined
  let offset = 0
  for (const path of paths) {
    const hops = reserves.slice(offset, offset + path.length - 1)
    offset += path.length - 1
    if (hops.some((h) => h === undefined)) continue
    const known = hops as HopReserves[]
    const amounts = getAmountsOut(amountIn, known)
    const out = amounts.at(-1) ?? 0n
    if (best && out <= (best.amounts.at(-1) ?? 0n)) continue
    best = {
      path,
      amounts,
      hops: known,
      priceImpact: priceImpactPercent(amountIn, out, known),
      fee: providerFee(amountIn, known.length),
    }
  }
  return best
}
