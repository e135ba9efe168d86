import type { ICore } from '@walletconnect/types'

/**
 * Replaces the client's Verify API with one that never leaves our hosts. The official one loads an
 * iframe from verify.walletconnect.org when a dapp proposes a session and fetches attestations when a
 * wallet receives one; it has no option to point it elsewhere. Without an attestation the wallet shows
 * the request as "unknown" origin, which is what a self-hosted relay can honestly offer.
 * (Telemetry is turned off separately with `telemetryEnabled: false`.)
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
}
