import type { CoreContext } from '../controllers/context.js'
import type { OpenParameters } from '../controllers/modalController.js'
import { BaseError } from '../errors/BaseError.js'
import { ErrorMessages } from '../errors/messages.js'
import type { patchAccountState } from '../stores/chains.js'
import type { AccountType } from '../types/account.js'

/** The embedded wallet's account actions (export, update email): a lazy chunk, one import site. */
const embeddedActions = () => import('./embeddedWalletActions.js')

/** Signing and sending with the connected wallet of the active namespace. */
export function createWalletActions(
  ctx: CoreContext,
  deps: { open(p: OpenParameters): void; patchAccountState: typeof patchAccountState },
) {
  function active() {
    const state = ctx.chains.getState()
    const namespace = state.activeChain
    const address = namespace ? state.chains[namespace]?.accountState.address : undefined
    const connectorId = namespace ? ctx.connections.getState().connectorIds[namespace] : undefined
    const adapter = namespace ? ctx.adapters.get(namespace) : undefined
    const network = state.activeCaipNetwork
    if (!namespace || !address || !connectorId || !network) {
      throw new BaseError(ErrorMessages.NO_ACTIVE_CAIP_ADDRESS, { details: 'Connect a wallet first.' })
    }
    // S-40: connected on a namespace whose adapter is gone.
    if (!adapter) throw new BaseError(ErrorMessages.CHAIN_ADAPTER_NOT_FOUND, { details: namespace })
    return { namespace, address, connectorId, adapter, network }
  }

  return {
    /** Signs a message with the connected account. */
    async signMessage(message: string): Promise<string> {
      const { adapter, address, connectorId } = active()
      return adapter.signMessage({ connectorId, address, message })
    },
    /** Signs EIP-712 typed data with the connected account. */
    async signTypedData(typedData: unknown): Promise<string> {
      const { adapter, address, connectorId } = active()
      if (!adapter.signTypedData) throw new BaseError(ErrorMessages.ACTION_NOT_ALLOWED)
      return adapter.signTypedData({ connectorId, address, typedData })
    },
    /**
     * Shows the embedded wallet's private key on the secure site, over the dialog (ExportPrivateKey), after a
     * fresh code when needed; resolves when the user is done, then goes back.
     */
    async exportPrivateKey(): Promise<void> {
      const { connectorId } = active()
      return (await embeddedActions()).exportPrivateKey(ctx, connectorId)
    },
    /**
     * F-23: opens UpdateEmailWallet and resolves with the new email once the embedded wallet's user has it
     * (checked every second); rejects with 'Modal closed' when the dialog closes first.
     */
    async updateEmail(): Promise<string> {
      const { connectorId, namespace } = active()
      return (await embeddedActions()).updateEmail(ctx, deps, connectorId, namespace)
    },
    /**
     * E-23: the embedded wallet's account type (smartAccount or eoa); resolves the type in use ('eoa' when the
     * secure site refused). Refused unless smart accounts are enabled on the active network (D-24).
     */
    async setPreferredAccountType(type: AccountType): Promise<AccountType> {
      const { connectorId, namespace } = active()
      return (await embeddedActions()).setPreferredAccountType(ctx, connectorId, namespace, type)
    },
    /** Sends native currency (`value` in the smallest unit); resolves with the transaction hash. */
    async sendTransaction(parameters: { to: string; value: bigint; data?: string }): Promise<string> {
      const { adapter, address, connectorId, network } = active()
      return adapter.sendTransaction({ connectorId, address, caipNetwork: network, ...parameters })
    },
  }
}
