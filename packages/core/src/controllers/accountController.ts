import { BALANCE_CACHE_MS } from '../constants.js'
import { patchAccountState } from '../stores/chains.js'
import type { ChainNamespace } from '../types/network.js'
import type { CoreContext } from './context.js'

/** E-09: balances exist only for eip155 and solana. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** Native balance of the connected account, cached for 30 s per CAIP address (E-10). */
export function createAccountController(ctx: CoreContext) {
  const cache = new Map<string, { at: number; balance: string; symbol: string }>()

  async function fetchBalance(namespace: ChainNamespace, options: { force?: boolean } = {}) {
    const state = ctx.chains.getState()
    const account = state.chains[namespace]?.accountState
    const network = state.activeChain === namespace ? state.activeCaipNetwork : undefined
    const adapter = ctx.adapters.get(namespace)
    if (!account?.caipAddress || !account.address || !network || !adapter) return
    if (!BALANCE_NAMESPACES.includes(namespace)) return
    const key = `${network.caipNetworkId}:${account.address}`
    const cached = cache.get(key)
    if (!options.force && cached && ctx.now() - cached.at < BALANCE_CACHE_MS) {
      patchAccountState(ctx.chains, namespace, { balance: cached.balance, balanceSymbol: cached.symbol })
      return
    }
    patchAccountState(ctx.chains, namespace, { balanceLoading: true })
    try {
      const { balance, symbol } = await adapter.getBalance({ address: account.address, caipNetwork: network })
      cache.set(key, { at: ctx.now(), balance, symbol })
      // The account may have changed while the request was in flight.
      if (ctx.chains.getState().chains[namespace]?.accountState.address === account.address) {
        patchAccountState(ctx.chains, namespace, { balance, balanceSymbol: symbol })
      }
    } catch (error) {
      console.warn('[portico] balance unavailable', error)
    } finally {
      patchAccountState(ctx.chains, namespace, { balanceLoading: false })
    }
  }

  return { fetchBalance, clearCache: () => cache.clear() }
}

export type AccountController = ReturnType<typeof createAccountController>
