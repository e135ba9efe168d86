import { BALANCE_CACHE_MS, BALANCE_NAMESPACES, BALANCE_RETRY_MS } from '../../constants.js'
import { ErrorMessages } from '../../errors/messages.js'
import type { AccountApi } from '../../gateway/accountApi.js'
import type { PatchAccountState } from '../../stores/chains.js'
import type { TokenBalance } from '../../types/account.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { activeAccount } from './activeAccount.js'

/** E-11: tokens with zero decimals are low-quality and never listed. */
export const withoutZeroDecimalTokens = (list: readonly TokenBalance[]) =>
  list.filter((b) => b.quantity.decimals !== '0')

/**
 * G-12: the native token's `quantity.numeric × price` as a string (2 ETH at 1000 → '2000'); undefined when
 * there is no native balance or its price is unknown.
 */
export function networkBalanceInUSD(balances: readonly TokenBalance[]): string | undefined {
  const native = balances.find((b) => !b.address)
  if (native?.price === undefined) return undefined
  return String(Number(native.quantity.numeric) * native.price)
}

/**
 * The account's token balances from the gateway (U-11), cached 30 s per network and address (E-10); a
 * failure shows 'Token Balance Unavailable' and blocks every fetch for 30 s (E-08, G-09, `lastRetry`).
 * The list goes to the account state (`tokenBalance`) and to the send form (`tokenBalances`).
 */
export function createTokenBalancesController(
  ctx: CoreContext,
  deps: {
    api: AccountApi
    notifications: Pick<NotificationController, 'showError'>
    /** Passed in, not imported: a lazy chunk importing stores/chains.ts splits it out of the first chunk. */
    patchAccountState: PatchAccountState
  },
) {
  const { patchAccountState } = deps
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>()

  function store(namespace: Parameters<PatchAccountState>[1], balances: TokenBalance[]) {
    patchAccountState(ctx.chains, namespace, { tokenBalance: balances })
    ctx.send.setState({ tokenBalances: balances, networkBalanceInUSD: networkBalanceInUSD(balances) })
  }

  async function fetchTokenBalances(options: { force?: boolean } = {}): Promise<TokenBalance[]> {
    const active = activeAccount(ctx)
    // E-09: balances exist only on eip155 and solana.
    if (!active || !BALANCE_NAMESPACES.includes(active.namespace)) return []
    if (active.lastRetry !== undefined && ctx.now() - active.lastRetry < BALANCE_RETRY_MS) return []
    const cached = cache.get(active.key)
    if (!options.force && cached && ctx.now() - cached.at < BALANCE_CACHE_MS) {
      store(active.namespace, cached.balances)
      return cached.balances
    }
    patchAccountState(ctx.chains, active.namespace, { balanceLoading: true })
    try {
      const raw = await deps.api.getBalances(active.address, active.network.caipNetworkId, options.force)
      const balances = withoutZeroDecimalTokens(raw)
      cache.set(active.key, { at: ctx.now(), balances })
      // The account or network may have changed while the request was in flight.
      if (activeAccount(ctx)?.key === active.key) store(active.namespace, balances)
      patchAccountState(ctx.chains, active.namespace, { lastRetry: undefined })
      ctx.send.setState({ lastRetry: undefined })
      return balances
    } catch (error) {
      ctx.logger.warn('token balances unavailable', error)
      patchAccountState(ctx.chains, active.namespace, { lastRetry: ctx.now() })
      ctx.send.setState({ lastRetry: ctx.now() })
      deps.notifications.showError(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE)
      return []
    } finally {
      patchAccountState(ctx.chains, active.namespace, { balanceLoading: false })
    }
  }

  return { fetchTokenBalances, clearCache: () => cache.clear() }
}

export type TokenBalancesController = ReturnType<typeof createTokenBalancesController>
