import { createStore } from 'zustand/vanilla'
import type { Transaction, TransactionsByYear } from '../types/accountData.js'

/** K-03: transaction state. */
export type TransactionsState = {
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  next: string | undefined
  loading: boolean
  empty: boolean
  /** K-07: the last fetch failed (the view says 'Failed to fetch transactions' instead of the empty state). */
  error: boolean
  /** The account and network the list belongs to (`<caipNetworkId>:<address>`), for K-12. */
  key: string | undefined
}

/** K-03: the initial transaction state. */
export const initialTransactionsState = (): TransactionsState => ({
  transactions: [],
  transactionsByYear: {},
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
export const createTransactionsStore = () =>
  createStore<TransactionsState & { resetFor(key: string | undefined): void }>()((set) => ({
    ...initialTransactionsState(),
    resetFor: (key) => set({ ...initialTransactionsState(), key }),
  }))
export type TransactionsStore = ReturnType<typeof createTransactionsStore>
