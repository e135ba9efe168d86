import { createStore } from 'zustand/vanilla'
import type { SwapQuote, SwapToken } from '../swap/swapTypes.js'

/** I: the swap form, its quote and progress. */
export type SwapState = {
  /** The network the token list belongs to. */
  caipNetworkId: string | undefined
  tokens: SwapToken[]
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** What the user typed, in whole units. */
  sourceTokenAmount: string
  /** The quoted output in whole units ('' without a quote). */
  toTokenAmount: string
  quote: SwapQuote | undefined
  /** Gas price in wei (U-08), for the network fee. */
  gasPrice: bigint | undefined
  /** The native currency's USD price, for the network fee (I-14). */
  networkPrice: number | undefined
  /** The source token's allowance is below the amount: an approval goes first (I-08). */
  approvalNeeded: boolean
  loadingTokens: boolean
  loadingQuote: boolean
  /** 'approving' or 'swapping' while the wallet and chain work. */
  step: 'idle' | 'approving' | 'swapping'
  /** A quote error to show under the form (for example the amount is beyond the pool's liquidity). */
  quoteError: string | undefined
}

/** The initial swap state: nothing chosen. */
export const initialSwapState = (): SwapState => ({
  caipNetworkId: undefined,
  tokens: [],
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  toTokenAmount: '',
  quote: undefined,
  gasPrice: undefined,
  networkPrice: undefined,
  approvalNeeded: false,
  loadingTokens: false,
  loadingQuote: false,
  step: 'idle',
  quoteError: undefined,
})

/** The swap store; `reset()` is I-13's reset after a swap. */
export const createSwapStore = () =>
  createStore<SwapState & { reset(): void }>()((set) => ({
    ...initialSwapState(),
    reset: () => set(initialSwapState()),
  }))

export type SwapStore = ReturnType<typeof createSwapStore>
