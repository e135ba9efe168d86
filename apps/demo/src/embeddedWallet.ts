import { createAuthConnector } from '@portico/embedded-wallet/connector'
import type { EvmAdapter } from '@portico/evm'
import type { Portico } from '@portico/react'

/** The modal's `<dialog>`: the embedded wallet's iframe lives inside it (a modal dialog is in the top layer, F-31). */
const modalDialog = (): ParentNode =>
  document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog') ?? document.body

/**
 * Adds the embedded wallet (email login through the secure site) to the EVM adapter: its AUTH connector, for
 * `projectId` (the demo's, unless `?options=` names another: a project in managed custody, for example). The
 * modal hands the connector its request hooks itself (ApproveTransaction and the transaction stack, O-04 to
 * O-09); the frame's alerts (F-07, F-08, F-30) show in the dialog.
 */
export function addEmbeddedWallet(
  adapter: EvmAdapter,
  portico: () => Portico | undefined,
  projectId: string = __PORTICO_PROJECT_ID__,
): void {
  const auth = createAuthConnector({
    secureSiteUrl: __PORTICO_SECURE_URL__,
    projectId,
    defaultChainId: 31337,
    // F-24: the devnet chains, asked about smart accounts (a bundler behind the gateway) at each login.
    chainIds: [31337, 31338],
    container: modalDialog,
    onAlert: (message) => {
      console.warn(`Portico embedded wallet: ${message}`)
      portico()?.notifications.showAlert(message)
    },
  })
  adapter.addConnector?.(auth.connector)
}
