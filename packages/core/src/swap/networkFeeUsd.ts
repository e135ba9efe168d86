/** Gas assumed for a swap while none is built yet (a one-hop Uniswap V2 swap uses about 110,000). */
export const SWAP_GAS_ESTIMATE = 150_000n

/**
 * I-14: the network fee in USD: gas × gas price (wei) × the native currency's USD price.
 * @example networkFeeUsd(21_000n, 1_000_000_000n, 2000) // 0.042
 */
export function networkFeeUsd(gas: bigint, gasPriceWei: bigint, nativeUsd: number, decimals = 18): number {
  return (Number(gas * gasPriceWei) / 10 ** decimals) * nativeUsd
}

/** I-10, I-14: the least the user receives at `slippagePercent`: `toAmount × (1 − slippage %)`, rounded down. */
export function minimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  return (toAmount * BigInt(Math.round((100 - slippagePercent) * 100))) / 10_000n
}
