import type { Transaction, TransactionsByYear } from '../types/accountData.js'

/** K-04: a transaction whose every transfer is flagged spam is hidden (one without transfers is kept). */
export function isSpamTransaction(tx: Transaction): boolean {
  return tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags.is_spam === true)
}

/**
 * K-04, K-05: the rows the Activity tab shows: not spam, and only on the active network (`metadata.chain`).
 */
export function filterTransactions(list: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return list.filter((tx) => tx.metadata.chain === caipNetworkId && !isSpamTransaction(tx))
}

/**
 * K-06: appends a page to the list, de-duplicated by id (the newest copy wins) and sorted by `minedAt`,
 * newest first.
 */
export function mergeTransactions(
  current: readonly Transaction[],
  page: readonly Transaction[],
): Transaction[] {
  const byId = new Map<string, Transaction>()
  for (const tx of [...current, ...page]) byId.set(tx.id, tx)
  return [...byId.values()].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
}

/** K-06: `{year: {month (0-11): rows}}` by `minedAt` in UTC. */
export function groupTransactionsByYear(list: readonly Transaction[]): TransactionsByYear {
  const grouped: TransactionsByYear = {}
  for (const tx of list) {
    const mined = new Date(tx.metadata.minedAt)
    const year = mined.getUTCFullYear()
    const month = mined.getUTCMonth()
    const months = grouped[year] ?? {}
    grouped[year] = months
    months[month] = [...(months[month] ?? []), tx]
  }
  return grouped
}
