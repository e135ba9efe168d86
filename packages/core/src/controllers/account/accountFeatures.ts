import { createAccountApi } from '../../gateway/accountApi.js'
import type { patchAccountState } from '../../stores/chains.js'
import type { AccountController } from '../accountController.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { activeAccount } from './activeAccount.js'
import { createNftsController } from './nftsController.js'
import { createSendController } from './sendController.js'
import { createTokenBalancesController } from './tokenBalancesController.js'
import { createTransactionsController } from './transactionsController.js'

/**
 * The account features behind the Account, Send and Receive views: token balances, history, NFTs, send and
 * block watching. A lazy chunk: `createPorticoClient` imports it on the first call of one of its actions.
 */
export function createAccountFeatures(
  ctx: CoreContext,
  deps: {
    account: AccountController
    notifications: NotificationController
    patchAccountState: typeof patchAccountState
  },
) {
  const api = createAccountApi(ctx.gateway)
  const tokens = createTokenBalancesController(ctx, {
    api,
    notifications: deps.notifications,
    patchAccountState: deps.patchAccountState,
  })
  const transactions = createTransactionsController(ctx, { api, notifications: deps.notifications })
  const nfts = createNftsController(ctx, { api })

  /** Everything the account views show, fetched again: after a send and on each new block. */
  function refreshAll() {
    const active = activeAccount(ctx)
    if (!active) return
    void tokens.fetchTokenBalances({ force: true })
    void deps.account.fetchBalance(active.namespace, { force: true })
    if (ctx.transactions.getState().key === active.key) void transactions.fetchTransactions('refresh')
    if (ctx.nfts.getState().key === active.key) void nfts.fetchNfts('refresh')
  }

  const send = createSendController(ctx, {
    account: deps.account,
    tokens,
    notifications: deps.notifications,
    onSent: refreshAll,
  })

  /**
   * Refreshes balances, history and NFTs on each new block of the active network while the returned
   * function has not been called (the Account view watches while it is open). Adapters without
   * `watchBlocks` are not watched.
   */
  function watchAccount(): () => void {
    const active = activeAccount(ctx)
    return active?.adapter.watchBlocks?.({ caipNetwork: active.network, onBlock: refreshAll }) ?? (() => {})
  }

  return {
    fetchTokenBalances: tokens.fetchTokenBalances,
    fetchTransactions: transactions.fetchTransactions,
    fetchNfts: nfts.fetchNfts,
    estimateSendGas: send.estimateGas,
    sendToken: send.sendToken,
    watchAccount,
  }
}

export type AccountFeatures = ReturnType<typeof createAccountFeatures>
