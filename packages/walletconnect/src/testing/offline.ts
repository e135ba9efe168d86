import type { ICore } from '@walletconnect/types'

/**
 * Keeps the official client on the app's own hosts. Two parts of it call WalletConnect's hosted services
 * and have no option to point them elsewhere:
 *
 * - the Verify API: the dapp side loads an iframe from verify.walletconnect.org when it proposes a
 *   session, the wallet side fetches attestations and a public key from it. It is replaced by one that
 *   attests nothing, so a wallet shows the request as coming from an "unknown" origin, which is what a
 *   self-hosted relay can honestly offer;
 * - the event client: `telemetryEnabled: false` stops its queued events, but its `init()` (which
 *   WalletKit calls) posts an INIT event to pulse.walletconnect.org regardless. It becomes a no-op.
 *
 * Call it right after `new Core(...)`, before `SignClient.init` or `WalletKit.init`, and also pass
 * `telemetryEnabled: false` to the Core and the SignClient.
 */
export function disableVerifyApi(core: ICore): void {
  const offline = {
    core,
    logger: core.logger,
    store: core.storage,
    context: 'verify',
    register: async () => '',
    resolve: async () => undefined,
  }
  core.verify = offline as unknown as ICore['verify']
  core.eventClient.init = async () => {}
}
