import type { AccountFeatures } from '../controllers/account/accountFeatures.js'
import type { AccountController } from '../controllers/accountController.js'
import type { CoreContext } from '../controllers/context.js'
import type { NotificationController } from '../controllers/notificationController.js'
import type { SwapFeature } from '../controllers/swap/swapFeature.js'
import { BaseError } from '../errors/BaseError.js'
import { patchAccountState } from '../stores/chains.js'
import type { SwapToken } from '../swap/swapTypes.js'

/**
 * The account features' public actions. Their controllers are a lazy chunk, imported on the first call, so
 * the connect path does not carry them; each action resolves once it has run.
 */
export function createAccountFeatureActions(
  ctx: CoreContext,
  deps: { account: AccountController; notifications: NotificationController },
) {
  let loaded: Promise<AccountFeatures> | undefined
  const features = () =>
    (loaded ??= import('../controllers/account/accountFeatures.js').then((m) =>
      m.createAccountFeatures(ctx, { ...deps, patchAccountState }),
    ))
  let swapLoaded: Promise<SwapFeature> | undefined
  const swapFeature = () =>
    (swapLoaded ??= Promise.all([features(), import('../controllers/swap/swapFeature.js')]).then(([f, m]) =>
      m.createSwapFeature(ctx, {
        notifications: deps.notifications,
        fetchTokenBalances: f.fetchTokenBalances,
        refresh: f.refreshAll,
      }),
    ))
  return {
    /** I-02, I-03: Swap on a network with swaps, else UnsupportedChain with the swap text. */
    openSwap: async () => (await swapFeature()).openSwap(),
    /** I: the swap form's token choices and amount; a quote follows 500 ms after the last change (I-06). */
    setSwapSourceToken: async (token: SwapToken) => (await swapFeature()).setSwapSourceToken(token),
    setSwapToToken: async (token: SwapToken) => (await swapFeature()).setSwapToToken(token),
    switchSwapTokens: async () => (await swapFeature()).switchSwapTokens(),
    setSwapAmount: async (amount: string) => (await swapFeature()).setSwapAmount(amount),
    /** Cancels a pending quote (the Swap view closed). */
    stopSwapQuotes: async () => (await swapFeature()).stopSwapQuotes(),
    /** I-08, I-09, I-12, I-13: approves when needed, swaps, waits, refreshes; resolves the swap's hash. */
    swap: async () => (await swapFeature()).swap(),
    /** E-08, E-10, E-11, U-11: the account's token balances on the active network. */
    fetchTokenBalances: async (options?: { force?: boolean }) =>
      (await features()).fetchTokenBalances(options),
    /** K: `'first'` page, `'more'` (next page) or `'refresh'` (page one merged in). */
    fetchTransactions: async (mode?: 'first' | 'more' | 'refresh') =>
      (await features()).fetchTransactions(mode),
    /** The account's NFTs on the active network: `'first'`, `'more'` or `'refresh'`. */
    fetchNfts: async (mode?: 'first' | 'more' | 'refresh') => (await features()).fetchNfts(mode),
    /** G: the network fee of the send form, and an error when the native balance cannot pay it. */
    estimateSendGas: async () => (await features()).estimateSendGas(),
    /** G-03..G-07: sends the form's token and amount to its receiver; resolves the transaction hash. */
    sendToken: async () => (await features()).sendToken(),
    /**
     * B-14: selects an Account tab (0 Tokens, 1 NFTs, 2 Activity), kept as `currentTab` in the active chain's
     * account state, so the dialog opens again on the tab the user left.
     */
    setCurrentTab: (tab: number) => {
      if (!Number.isInteger(tab) || tab < 0 || tab > 2)
        throw new BaseError(`currentTab: ${tab} is not 0, 1 or 2`, { category: 'CONFIGURATION' })
      const namespace = ctx.chains.getState().activeChain
      if (namespace) patchAccountState(ctx.chains, namespace, { currentTab: tab })
    },
    /** Refreshes balances, history and NFTs on each new block until the returned function is called. */
    watchAccount: async () => (await features()).watchAccount(),
  }
}

/**
 * K-12, G-10: history, NFTs, token balances and the send form belong to one account on one network; a change of either
 * clears them. Returns the unsubscribe function.
 */
export function resetOnAccountChange(ctx: CoreContext): () => void {
  return ctx.chains.subscribe((state, previous) => {
    if (
      state.activeCaipAddress === previous.activeCaipAddress &&
      state.activeCaipNetwork?.caipNetworkId === previous.activeCaipNetwork?.caipNetworkId
    )
      return
    ctx.transactions.getState().resetFor(undefined)
    ctx.nfts.getState().resetFor(undefined)
    ctx.send.getState().reset()
    ctx.swap.getState().reset()
    // The token list belonged to the previous account or network; the Tokens tab fetches the new one.
    const namespace = state.activeChain
    if (namespace && state.chains[namespace]?.accountState.tokenBalance.length)
      patchAccountState(ctx.chains, namespace, { tokenBalance: [] })
  })
}
