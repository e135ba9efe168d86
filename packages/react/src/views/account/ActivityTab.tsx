import { ErrorMessages, MONTH_NAMES } from '@portico/core'
import { useCallback, useEffect, useRef } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { ActivityRow } from './ActivityRow.js'
import { useActiveAccount } from './useActiveAccount.js'
import { useLoadMore } from './useLoadMore.js'

const newestFirst = (a: string, b: string) => Number(b) - Number(a)

/**
 * The Activity tab (K): the active network's history grouped by year and month, spam hidden, the next page
 * loaded on scroll, 'Failed to fetch transactions' on failure and 'No Transactions yet' when empty.
 */
export function ActivityTab() {
  const portico = usePorticoInstance()
  const { key, network } = useActiveAccount()
  const state = useStoreSelector(portico.stores.transactions, (s) => s)
  const sentinel = useRef<HTMLDivElement>(null)
  const more = useCallback(() => void portico.fetchTransactions('more'), [portico])
  useLoadMore(sentinel, !!state.next && !state.loading, more)

  useEffect(() => {
    if (!key) return
    // Loaded before for this account: page one again (a transfer may have been indexed since).
    const loaded =
      portico.stores.transactions.getState().key === key && !portico.stores.transactions.getState().error
    void portico.fetchTransactions(loaded ? 'refresh' : 'first').catch(() => {})
  }, [portico, key])

  if (state.error) return <p className="error center">{ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS}</p>
  if (state.transactions.length === 0) {
    if (!state.empty) return <p className="muted center">Loading activity…</p>
    return (
      <div className="center">
        <p>No Transactions yet</p>
        <p className="muted">Start trading on dApps to grow your wallet!</p>
      </div>
    )
  }
  const explorer = network?.blockExplorers?.default.url
  return (
    <div aria-busy={state.loading}>
      {Object.keys(state.transactionsByYear)
        .sort(newestFirst)
        .map((year) => {
          const months = state.transactionsByYear[Number(year)] ?? {}
          return Object.keys(months)
            .sort(newestFirst)
            .map((month) => (
              <section key={`${year}-${month}`} aria-label={`${MONTH_NAMES[Number(month)]} ${year}`}>
                <h3 className="month">
                  {MONTH_NAMES[Number(month)]} {year}
                </h3>
                <ul className="list">
                  {(months[Number(month)] ?? []).map((tx) => (
                    <ActivityRow key={tx.id} transaction={tx} explorer={explorer} />
                  ))}
                </ul>
              </section>
            ))
        })}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  )
}
