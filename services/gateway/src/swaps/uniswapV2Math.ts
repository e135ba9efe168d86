/** Uniswap V2's fee: 0.3 % of the input of each hop (997/1000 is kept). */
export const UNISWAP_V2_FEE_PERCENT = 0.3
const FEE_KEEP = 997n
const FEE_BASE = 1000n

/** A pool's reserves, oriented along a route: `reserveIn` of the token sold, `reserveOut` of the token bought. */
export interface HopReserves {
  reserveIn: bigint
  reserveOut: bigint
}

/** `UniswapV2Library.getAmountOut`: what `amountIn` buys from a pool, after the fee (0 for an empty pool). */
export function getAmountOut(amountIn: bigint, { reserveIn, reserveOut }: HopReserves): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * FEE_KEEP
  return (withFee * reserveOut) / (reserveIn * FEE_BASE + withFee)
}

/** `UniswapV2Library.getAmountsOut`: the amount after each hop, starting with `amountIn`. */
export function getAmountsOut(amountIn: bigint, hops: readonly HopReserves[]): bigint[] {
  const amounts = [amountIn]
  for (const hop of hops) amounts.push(getAmountOut(amounts.at(-1) ?? 0n, hop))
  return amounts
}

/** Digits kept when a ratio of bigints becomes a number. */
const RATIO_SCALE = 10n ** 18n

/** `numerator / denominator` as a number, exact enough for prices and percentages. */
export const ratio = (numerator: bigint, denominator: bigint): number =>
  denominator === 0n ? 0 : Number((numerator * RATIO_SCALE) / denominator) / Number(RATIO_SCALE)

/**
 * Price impact of a route in percent: how much less `amountOut` is than `amountIn` at the pools' mid prices
 * with the fee taken out, so only the move of the price counts (Uniswap's own definition).
 */
export function priceImpactPercent(
  amountIn: bigint,
  amountOut: bigint,
  hops: readonly HopReserves[],
): number {
  let midOut = Number(amountIn)
  for (const hop of hops)
    midOut *= ratio(hop.reserveOut, hop.reserveIn) * (Number(FEE_KEEP) / Number(FEE_BASE))
  if (midOut <= 0) return 0
  return Math.max(0, (1 - Number(amountOut) / midOut) * 100)
}

/** The provider fee of a route, in units of the token sold: 0.3 % per hop, compounded. */
export function providerFee(amountIn: bigint, hops: number): bigint {
  let kept = amountIn
  for (let i = 0; i < hops; i++) kept = (kept * FEE_KEEP) / FEE_BASE
  return amountIn - kept
}
