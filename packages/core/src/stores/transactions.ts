import { createStore } from 'zustand/vanilla'
import type { Transaction, TransactionsByYear } from '../types/accountData.js'

/** A transaction this dialog sent that is not mined yet, with the account and network it belongs to. */
export type PendingTransaction = { hash: string; key: string }

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
  /** K-13: sent and not mined yet, for every account (kept across resets; each entry names its account). */
  pending: PendingTransaction[]
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
  pending: [],
})

/**
 * The store; `resetFor(key)` starts an empty list for another account or network (controllers call it rather
 * than import the initial state: see docs/decisions.md on lazy chunks).
 */
export const createTransactionsStore = () =>
  createStore<TransactionsState & { resetFor(key: string | undefined): void }>()((set) => ({
    ...initialTransactionsState(),
    resetFor: (key) => set((s) => ({ ...initialTransactionsState(), key, pending: s.pending })),
  }))
export type TransactionsStore = ReturnType<typeof createTransactionsStore>
