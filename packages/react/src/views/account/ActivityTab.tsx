import { ErrorMessages, MONTH_NAMES } from '@portico/core'
import { useCallback, useEffect, useRef } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useLang, useMessages, useStrings } from '../../i18n/useStrings.js'
import { ActivityRow } from './ActivityRow.js'
import { ACCOUNT_EN } from './accountStrings.js'
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
  const t = useStrings('account', ACCOUNT_EN)
  const message = useMessages()
  const locale = useLang()
  // K-09: English month names verbatim; other locales name months the browser's way.
  const monthName = (month: number) =>
    locale === 'en'
      ? MONTH_NAMES[month]
      : new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1))
  const more = useCallback(() => void portico.fetchTransactions('more'), [portico])
  useLoadMore(sentinel, !!state.next && !state.loading, more)

  useEffect(() => {
    if (!key) return
    // Loaded before for this account: page one again (a transfer may have been indexed since).
    const loaded =
      portico.stores.transactions.getState().key === key && !portico.stores.transactions.getState().error
    void portico.fetchTransactions(loaded ? 'refresh' : 'first').catch(() => {})
  }, [portico, key])

  if (state.error)
    return <p className="error center">{message(ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS)}</p>
  if (state.transactions.length === 0) {
    if (!state.empty) return <p className="muted center">{t.loadingActivity}</p>
    return (
      <div className="center">
        <p>{t.noTransactions}</p>
        <p className="muted">{t.startTrading}</p>
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
              <section key={`${year}-${month}`} aria-label={`${monthName(Number(month))} ${year}`}>
                <h3 className="month">
                  {monthName(Number(month))} {year}
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
