/** U-05: a token offered for swaps, with the account's balance and its USD price when known. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10 (`eip155:<id>:0x…`; `0xeeee…` for the native currency). */
  address: string
  decimals: number
  logoUri: string
  /** The account's balance as a decimal string in whole units ('0' when it holds none). */
  balance: string
  /** USD per whole token, when a pool gives one. */
  price?: number
}

/** U-04: the best route's quote, amounts in the tokens' smallest units. */
export type SwapQuote = {
  id: string
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  /** Price impact in percent. */
  priceImpact: number
  /** Provider fee in the smallest unit of the token sold. */
  providerFee: string
  providerFeePercent: number
}

/** U-09, U-10: an unsigned transaction the gateway built. */
export type BuiltTransaction = {
  from: string
  to: string
  data: string
  /** Native value in wei (`amount` of U-09). */
  value: string
  toAmount?: string
  toAmountMin?: string
  eip155: { gas: string; gasPrice: string }
}
