import type { AuthContext } from '../auth/authContext.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { custodyRoutes } from './custodyRoutes.js'
import { keyEnvelopeRoutes } from './keyEnvelopeRoutes.js'
import { keyReleaseRoutes } from './keyReleaseRoutes.js'

/** What the custody routes need: the auth domain's context (sessions, keys, clock). */
export interface CustodyPluginOptions {
  ctx: AuthContext
}

/**
 * The embedded wallet's custody domain: the project's custody mode and the user's wallet (`/auth/v1/wallet`),
 * managed-mode key release and the encrypted key envelopes. See docs/embedded-wallet-trust-model.md.
 */
export async function custodyPlugin(app: GatewayApp, options: CustodyPluginOptions): Promise<void> {
  custodyRoutes(app, options.ctx)
  keyReleaseRoutes(app, options.ctx)
  keyEnvelopeRoutes(app, options.ctx)
}
