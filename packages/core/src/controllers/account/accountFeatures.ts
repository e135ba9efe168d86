import { createAccountApi } from '../../gateway/accountApi.js'
import type { PatchAccountState } from '../../stores/chains.js'
import type { AccountController } from '../accountController.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { activeAccount } from './activeAccount.js'
import { createNftsController } from './nftsController.js'
import { createSendController } from './sendController.js'
import { createTokenBalancesController } from './tokenBalancesController.js'
import { createTransactionsController } from './transactionsController.js'

/**
 * How long after a block (or a send) history and NFTs are asked again: the gateway's indexer follows the
 * chain by polling (300 ms on the devnet), so the first answer right at the block may not have it yet.
 */
export const INDEXER_SETTLE_MS = 1_500

/**
 * The account features behind the Account, Send and Receive views: token balances, history, NFTs, send and
 * block watching. A lazy chunk: `createPorticoClient` imports it on the first call of one of its actions.
 */
export function createAccountFeatures(
  ctx: CoreContext,
  deps: {
    account: AccountController
    notifications: NotificationController
    patchAccountState: PatchAccountState
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

  /**
   * Everything the account views show, fetched again: after a send or swap and on each new block. Resolves once
   * the balances are in (history and NFTs follow).
   */
  function refreshAll(): Promise<void> {
    const active = activeAccount(ctx)
    if (!active) return Promise.resolve()
    const balances = Promise.all([
      tokens.fetchTokenBalances({ force: true }),
      deps.account.fetchBalance(active.namespace, { force: true }),
    ]).then(
      () => undefined,
      () => undefined,
    )
    refreshIndexed(active.key)
    setTimeout(() => refreshIndexed(active.key), INDEXER_SETTLE_MS)
    return balances
  }

  /** History and NFTs of this account, when they were loaded, page one again. */
  function refreshIndexed(key: string) {
    if (activeAccount(ctx)?.key !== key) return
    if (ctx.transactions.getState().key === key) void transactions.fetchTransactions('refresh')
    if (ctx.nfts.getState().key === key) void nfts.fetchNfts('refresh')
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
    refreshAll,
  }
}

export type AccountFeatures = ReturnType<typeof createAccountFeatures>
