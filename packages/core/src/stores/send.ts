import { createStore } from 'zustand/vanilla'
import type { TokenBalance } from '../types/account.js'

/** G-08: the send form, plus the last gas estimate (fee in the native currency's smallest unit). */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  lastRetry: number | undefined
  tokenBalances: TokenBalance[]
  gasFee: bigint | undefined
}

/** G-08: every field undefined, `[]` or false. */
export const initialSendState = (): SendState => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  lastRetry: undefined,
  tokenBalances: [],
  gasFee: undefined,
})

/** The send store with its form setters; `reset()` is G-08's `resetSend`. */
export const createSendStore = () =>
  createStore<SendState & SendActions>()((set) => ({
    ...initialSendState(),
    setToken: (token) => set({ token, gasFee: undefined }),
    setAmount: (sendTokenAmount) => set({ sendTokenAmount: sendTokenAmount || undefined, gasFee: undefined }),
    setReceiver: (receiverAddress) =>
      set({
        receiverAddress: receiverAddress || undefined,
        receiverProfileName: undefined,
        gasFee: undefined,
      }),
    setResolvedReceiver: (name, address) =>
      set({ receiverAddress: address, receiverProfileName: name, gasFee: undefined }),
    reset: () => set(initialSendState()),
  }))

export type SendActions = {
  setToken(token: TokenBalance | undefined): void
  setAmount(amount: string | undefined): void
  setReceiver(address: string | undefined): void
  /** G, L-08: the receiver typed as a name, resolved to its address. */
  setResolvedReceiver(name: string, address: string): void
  reset(): void
}
export type SendStore = ReturnType<typeof createSendStore>
