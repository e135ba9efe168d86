import { BALANCE_CACHE_MS, BALANCE_NAMESPACES, BALANCE_RETRY_MS } from '../constants.js'
import { ErrorMessages } from '../errors/messages.js'
import { patchAccountState } from '../stores/chains.js'
import type { ChainNamespace } from '../types/network.js'
import type { CoreContext } from './context.js'
import type { NotificationController } from './notificationController.js'

/**
 * Native balance of the connected account, cached for 30 s per CAIP address (E-10). A failed fetch shows
 * 'Token Balance Unavailable' and blocks every fetch, forced or not, for 30 s (E-08, `lastRetry`).
 */
export function createAccountController(
  ctx: CoreContext,
  deps: { notifications: Pick<NotificationController, 'showError'> },
) {
  const cache = new Map<string, { at: number; balance: string; symbol: string }>()

  async function fetchBalance(namespace: ChainNamespace, options: { force?: boolean } = {}) {
    const state = ctx.chains.getState()
    const account = state.chains[namespace]?.accountState
    const network = state.activeChain === namespace ? state.activeCaipNetwork : undefined
    const adapter = ctx.adapters.get(namespace)
    if (!account?.caipAddress || !account.address || !network || !adapter) return
    if (!BALANCE_NAMESPACES.includes(namespace)) return
    // E-08, T-02: retry is blocked for 30 s after a failure.
    if (account.lastRetry !== undefined && ctx.now() - account.lastRetry < BALANCE_RETRY_MS) return
    const key = `${network.caipNetworkId}:${account.address}`
    const cached = cache.get(key)
    if (!options.force && cached && ctx.now() - cached.at < BALANCE_CACHE_MS) {
      patchAccountState(ctx.chains, namespace, { balance: cached.balance, balanceSymbol: cached.symbol })
      return
    }
    // E-24: loading from the request until its answer, whatever it is.
    patchAccountState(ctx.chains, namespace, { balanceLoading: true })
    const sameAccount = () =>
      ctx.chains.getState().chains[namespace]?.accountState.address === account.address
    try {
      const { balance, symbol } = await adapter.getBalance({ address: account.address, caipNetwork: network })
      cache.set(key, { at: ctx.now(), balance, symbol })
      // The account may have changed while the request was in flight.
      if (sameAccount()) patchAccountState(ctx.chains, namespace, { balance, balanceSymbol: symbol })
      patchAccountState(ctx.chains, namespace, { lastRetry: undefined })
    } catch (error) {
      ctx.logger.warn('balance unavailable', error)
      patchAccountState(ctx.chains, namespace, { lastRetry: ctx.now() })
      deps.notifications.showError(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE)
    } finally {
      patchAccountState(ctx.chains, namespace, { balanceLoading: false })
    }
  }

  return { fetchBalance, clearCache: () => cache.clear() }
}

export type AccountController = ReturnType<typeof createAccountController>
