import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import type { TransactionsStore } from '../stores/transactions.js'

/**
 * K-13: counts `hash` as pending for the account `key` (`<caipNetworkId>:<address>`) until `mined` settles,
 * mined or failed, and resolves as it does.
 */
export async function trackPending<T>(
  store: TransactionsStore,
  key: string,
  hash: string,
  mined: Promise<T>,
): Promise<T> {
  store.setState((s) => ({ pending: [...s.pending, { hash, key }] }))
  try {
    return await mined
  } finally {
    store.setState((s) => ({ pending: s.pending.filter((p) => !(p.hash === hash && p.key === key)) }))
  }
}

/** K-13, T-14: the pending count as shown: the number up to 99, then '99+'; undefined for none. */
export function pendingCountLabel(count: number): string | undefined {
  if (count <= 0) return undefined
  return count > PENDING_TRANSACTIONS_LIMIT ? `${PENDING_TRANSACTIONS_LIMIT}+` : String(count)
}
