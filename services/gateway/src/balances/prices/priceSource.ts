/** `native` for the chain's own currency, else the token contract (lower-case). */
export type PricedAsset = 'native' | `0x${string}`

/**
 * Where USD prices come from. The devnet has none yet (the swap work adds one from its AMM); a price
 * that is not known is simply absent from the answer, and the routes then omit `price` and `value`.
 */
export interface PriceSource {
  /** USD prices of `assets` on `chainId` that this source knows. */
  usdPrices(chainId: string, assets: readonly PricedAsset[]): Promise<Map<PricedAsset, number>>
}

/** The default source: knows no price. */
export const NO_PRICES: PriceSource = {
  usdPrices: async () => new Map(),
}
