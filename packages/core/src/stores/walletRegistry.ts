import { createStore } from 'zustand/vanilla'
import type { WalletListEntry } from '../types/wallet.js'

export type WalletRegistryState = {
  featured: WalletListEntry[]
  recommended: WalletListEntry[]
  isFetchingRecommended: boolean
  /** C-30: how many registry wallets besides the featured ones the gateway has for this app. */
  recommendedCount: number
  /** AllWallets pages, de-duplicated by id (C-15). */
  wallets: WalletListEntry[]
  /** The largest count the gateway reported (C-15). */
  count: number
  page: number
  loadingPage: boolean
  search: WalletListEntry[]
  searchQuery: string
  searching: boolean
  /** Message of the last failed registry request; the AllWallets view offers a retry. */
  error: string | undefined
}

export const createWalletRegistryStore = () =>
  createStore<WalletRegistryState>()(() => ({
    featured: [],
    recommended: [],
    isFetchingRecommended: false,
    recommendedCount: 0,
    wallets: [],
    count: 0,
    page: 0,
    loadingPage: false,
    search: [],
    searchQuery: '',
    searching: false,
    error: undefined,
  }))

export type WalletRegistryStore = ReturnType<typeof createWalletRegistryStore>
