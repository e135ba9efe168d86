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

export const createNftsStore = () => createStore<NftsState>()(initialNftsState)
export type NftsStore = ReturnType<typeof createNftsStore>
