import { BaseError } from '../../errors/BaseError.js'
import type { SmartSessionsApi } from '../../gateway/smartSessionsApi.js'
import { SmartSessionErrorMessages } from '../../smartSessions/smartSessionMessages.js'
import type { SmartSessionsStore } from '../../stores/smartSessions.js'
import { activeAccount } from '../account/activeAccount.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'

/** A smart-session action failed; `shortMessage` is the spec's string (N-01, N-02, N-04). */
export class SmartSessionError extends BaseError {
  override name = 'SmartSessionError'
}

type Deps = { store: SmartSessionsStore; api: SmartSessionsApi; notifications: NotificationController }

/** The connected eip155 account as a CAIP-10 id, with its adapter and connector; undefined elsewhere. */
export function smartSessionAccount(ctx: CoreContext) {
  const active = activeAccount(ctx)
  if (active?.namespace !== 'eip155' || !active.connectorId) return undefined
  return {
    ...active,
    connectorId: active.connectorId,
    caipAddress: `${active.network.caipNetworkId}:${active.address}`,
  }
}

/** The signature `wallet_revokePermissions` answered: a hex string, or `{signature}`. */
function signatureOf(answer: unknown): string | undefined {
  const value =
    typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : answer
  return typeof value === 'string' && /^0x([0-9a-fA-F]{2})+$/.test(value) ? value : undefined
}

/**
 * N-01, N-02: lists the connected account's sessions and revokes one. Part of the smart-session lazy chunk.
 */
export function createSmartSessionsController(ctx: CoreContext, deps: Deps) {
  const { store, api, notifications } = deps

  /** N-01: the sessions of the connected account; on failure 'Error fetching smart sessions' and `[]`. */
  async function fetchSessions() {
    const account = smartSessionAccount(ctx)
    if (!account) {
      store.setState({ caipAddress: undefined, sessions: [], loading: false })
      return []
    }
    store.setState((s) => ({
      caipAddress: account.caipAddress,
      loading: true,
      sessions: s.caipAddress === account.caipAddress ? s.sessions : [],
    }))
    try {
      const sessions = await api.list(account.caipAddress)
      if (store.getState().caipAddress === account.caipAddress) store.setState({ sessions })
      return sessions
    } catch {
      notifications.showError(SmartSessionErrorMessages.FETCHING)
      store.setState({ sessions: [] })
      return []
    } finally {
      store.setState({ loading: false })
    }
  }

  /**
   * N-02: the wallet signs the revoke with `wallet_revokePermissions({pci, permissions, expiry (seconds),
   * address})` (a smart-account wallet also revokes on chain), then the gateway marks it revoked; the session
   * moves to the Revoked tab and SmartSessionList shows. On failure 'Error revoking smart session'.
   */
  async function revokeSession(pci: string): Promise<void> {
    const account = smartSessionAccount(ctx)
    const session = store.getState().sessions.find((s) => s.pci === pci)
    const router = ctx.router
    const entry = { view: null, onSuccess: () => router.getState().replace('SmartSessionList') }
    router.getState().pushTransactionStack(entry)
    store.setState({ revoking: pci })
    try {
      if (!account || !session) throw new SmartSessionError(`no session ${pci} of the connected account`)
      const answer = await account.adapter.request?.({
        connectorId: account.connectorId,
        method: 'wallet_revokePermissions',
        params: {
          pci,
          permissions: session.permissions,
          expiry: Math.floor(session.expiry / 1000),
          address: account.caipAddress,
        },
      })
      const signature = signatureOf(answer)
      if (!signature) throw new SmartSessionError('wallet_revokePermissions answered no signature')
      await api.revoke(account.caipAddress, pci, signature)
      const revokedAt = ctx.now()
      store.setState((s) => ({
        sessions: s.sessions.map((item) => (item.pci === pci ? { ...item, revokedAt } : item)),
      }))
      if (router.getState().view !== 'SmartSessionList') router.getState().replace('SmartSessionList')
    } catch (error) {
      notifications.showError(SmartSessionErrorMessages.REVOKING)
      throw new SmartSessionError(SmartSessionErrorMessages.REVOKING, { cause: error, category: 'WALLET' })
    } finally {
      // An embedded wallet's request already popped it when it settled (O-07, O-08).
      if (router.getState().transactionStack.at(-1) === entry) router.getState().popTransactionStack()
      store.setState({ revoking: undefined })
    }
  }

  return { fetchSessions, revokeSession }
}
