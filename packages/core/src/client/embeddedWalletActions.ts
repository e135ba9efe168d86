import type { CoreContext } from '../controllers/context.js'
import type { OpenParameters } from '../controllers/modalController.js'
import { applySmartAccountState } from '../controllers/smartAccountState.js'
import { BaseError } from '../errors/BaseError.js'
import { ModalClosedError } from '../errors/errors.js'
import { ErrorMessages } from '../errors/messages.js'
import type { patchAccountState } from '../stores/chains.js'
import { checkIfSmartAccountEnabled } from '../stores/smartAccountEnabled.js'
import type { AccountType } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'

/** F-23: how often `updateEmail()` looks at the embedded wallet's stored email. */
export const UPDATE_EMAIL_POLL_MS = 1000

/** The AUTH connector of `connectorId`, or 'Not connected to email or social' (F-23). */
function authConnector(ctx: CoreContext, connectorId: string): Connector {
  const connector = ctx.connectors.getState().connectors.find((c) => c.id === connectorId)
  if (connector?.type !== 'AUTH') throw new BaseError('Not connected to email or social')
  return connector
}

/** Key export through the embedded wallet, on ExportPrivateKey (a lazy chunk of the wallet actions). */
export async function exportPrivateKey(ctx: CoreContext, connectorId: string): Promise<void> {
  const connector = ctx.connectors.getState().connectors.find((c) => c.id === connectorId)
  if (!connector?.exportKey) throw new BaseError(ErrorMessages.ACTION_NOT_ALLOWED)
  ctx.router.getState().push('ExportPrivateKey')
  try {
    await connector.exportKey()
  } finally {
    if (ctx.router.getState().view === 'ExportPrivateKey') ctx.router.getState().goBack()
  }
}

/**
 * F-23: opens UpdateEmailWallet (the views do the steps) and resolves with the new email once the connector's
 * user has it, checked every second; the Account header then shows it (E-19). Rejects with 'Modal closed' when
 * the dialog closes first.
 */
export function updateEmail(
  ctx: CoreContext,
  // patchAccountState comes from the caller: importing stores/chains here would split it out of the first chunk.
  deps: { open(p: OpenParameters): void; patchAccountState: typeof patchAccountState },
  connectorId: string,
  namespace: ChainNamespace,
): Promise<string> {
  const connector = authConnector(ctx, connectorId)
  const before = connector.user?.()?.email
  if (ctx.modal.getState().open) ctx.router.getState().push('UpdateEmailWallet')
  else deps.open({ view: 'UpdateEmailWallet' })
  return new Promise<string>((resolve, reject) => {
    const stop = () => {
      clearInterval(timer)
      unsubscribe()
    }
    const timer = setInterval(() => {
      const user = connector.user?.()
      if (!user?.email || user.email === before) return
      stop()
      deps.patchAccountState(ctx.chains, namespace, { user: { email: user.email, username: user.username } })
      resolve(user.email)
    }, UPDATE_EMAIL_POLL_MS)
    const unsubscribe = ctx.modal.subscribe((state) => {
      if (state.open) return
      stop()
      reject(new ModalClosedError())
    })
  })
}

/**
 * E-23: switches the embedded wallet between its smart account and its key (eoa). Offered only when smart
 * accounts are enabled on the active network and the current type is eoa (the views check
 * `checkIfSmartAccountEnabled`); switching back to eoa is always possible. A frame error leaves 'eoa'.
 */
export async function setPreferredAccountType(
  ctx: CoreContext,
  connectorId: string,
  namespace: ChainNamespace,
  type: AccountType,
): Promise<AccountType> {
  const connector = authConnector(ctx, connectorId)
  if (!connector.setPreferredAccountType) throw new BaseError(ErrorMessages.ACTION_NOT_ALLOWED)
  if (type === 'smartAccount' && !checkIfSmartAccountEnabled(ctx.chains.getState()))
    throw new BaseError(ErrorMessages.ACTION_NOT_ALLOWED, { details: 'Smart accounts are not enabled here.' })
  const applied = await connector.setPreferredAccountType(type)
  applySmartAccountState(ctx, namespace, connector)
  return applied
}
