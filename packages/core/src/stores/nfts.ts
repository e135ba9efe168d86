import { createStore } from 'zustand/vanilla'
import type { NftItem } from '../types/accountData.js'

/** The NFTs tab's state: the account's NFTs on the active network, paged like the history. */
export type NftsState = {
  nfts: NftItem[]
  next: string | undefined
  loading: boolean
  empty: boolean
  error: boolean
  key: string | undefined
}

export const initialNftsState = (): NftsState => ({
  nfts: [],
  next: undefined,
  loading: false,
  empty: false,
  error: false,
  key: undefined,
})

/**
 * The store; `resetFor(key)` starts an empty list for another account or network (controllers call it rather
 * than import the initial state: see docs/decisions.md on lazy chunks).
 */
export const createNftsStore = () =>
  createStore<NftsState & { resetFor(key: string | undefined): void }>()((set) => ({
    ...initialNftsState(),
    resetFor: (key) => set({ ...initialNftsState(), key }),
  }))
export type NftsStore = ReturnType<typeof createNftsStore>
