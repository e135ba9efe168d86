import { createAuthConnector } from '@portico/embedded-wallet/connector'
import type { EvmAdapter } from '@portico/evm'

/**
 * Adds the embedded wallet (email login through the secure site) to the EVM adapter: its AUTH connector, for
 * `projectId` (the demo's, unless `?options=` names another: a project in managed custody, for example). Core
 * registers the connector with what the dialog provides: its request hooks (ApproveTransaction and the
 * transaction stack, O-04 to O-09), its alerts (F-07, F-08, F-30) and the dialog the frame lives in (F-31).
 */
export function addEmbeddedWallet(adapter: EvmAdapter, projectId: string = __PORTICO_PROJECT_ID__): void {
  const auth = createAuthConnector({
    secureSiteUrl: __PORTICO_SECURE_URL__,
    projectId,
    defaultChainId: 31337,
    // F-24: the devnet chains, asked about smart accounts (a bundler behind the gateway) at each login.
    chainIds: [31337, 31338],
  })
  adapter.addConnector?.(auth.connector)
}
