import {
  filterTransactions,
  groupTransactionsByYear,
  mergeTransactions,
} from '../../activity/groupTransactions.js'
import { ACTIVITY_NAMESPACES } from '../../constants.js'
import { ValidationError } from '../../errors/errors.js'
import { ErrorMessages } from '../../errors/messages.js'
import type { AccountApi } from '../../gateway/accountApi.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { activeAccount } from './activeAccount.js'

/** How {@link TransactionsController.fetchTransactions} fetches. */
export type FetchTransactionsMode = 'first' | 'more' | 'refresh'

/**
 * The Activity tab's history (K): pages from the gateway (K-02), spam and other chains hidden (K-04, K-05),
 * de-duplicated, grouped by year and month (K-06), 'Failed to fetch transactions' on failure (K-07), reset
 * when the account or network changes (K-12).
 */
export function createTransactionsController(
  ctx: CoreContext,
  deps: { api: AccountApi; notifications: Pick<NotificationController, 'showError'> },
) {
  /**
   * `first` loads page one (unless this account's list is loaded), `more` the next page (K-10), `refresh`
   * page one again merged into what is shown (after a new block or a send).
   */
  async function fetchTransactions(mode: FetchTransactionsMode = 'first'): Promise<void> {
    const active = activeAccount(ctx)
    if (!active) throw new ValidationError(ErrorMessages.TRANSACTIONS_NEED_ADDRESS)
    // K-01: activity only on eip155.
    if (!ACTIVITY_NAMESPACES.includes(active.namespace)) return
    const store = ctx.transactions
    if (store.getState().key !== active.key) store.getState().resetFor(active.key)
    const state = store.getState()
    if (mode === 'first' && !state.error && (state.transactions.length > 0 || state.empty)) return
    if (mode === 'more' && (!state.next || state.loading)) return
    if (mode !== 'refresh' && state.loading) return
    const cursor = mode === 'more' ? state.next : undefined
    const caipNetworkId = active.network.caipNetworkId
    store.setState({ loading: true })
    try {
      const page = await deps.api.getHistory(active.address, caipNetworkId, cursor)
      if (store.getState().key !== active.key) return
      const current = store.getState()
      const transactions = mergeTransactions(
        mode === 'first' ? [] : current.transactions,
        filterTransactions(page.data, caipNetworkId),
      )
      store.setState({
        transactions,
        transactionsByYear: groupTransactionsByYear(transactions),
        // K-08: a refresh keeps the cursor of the pages already loaded.
        next: mode === 'refresh' && current.transactions.length > 0 ? current.next : page.next,
        empty: transactions.length === 0,
        error: false,
      })
    } catch (error) {
      ctx.logger.warn('history unavailable', error)
      if (store.getState().key !== active.key) return
      // K-07: the list is empty and the cursor cleared.
      store.setState({ transactions: [], transactionsByYear: {}, next: undefined, empty: true, error: true })
      deps.notifications.showError(ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS)
      ctx.events.emit({
        type: 'ERROR_FETCH_TRANSACTIONS',
        data: { address: active.address, network: caipNetworkId, ...(cursor ? { cursor } : {}) },
      })
    } finally {
      if (store.getState().key === active.key) store.setState({ loading: false })
    }
  }

  return { fetchTransactions }
}

export type TransactionsController = ReturnType<typeof createTransactionsController>
