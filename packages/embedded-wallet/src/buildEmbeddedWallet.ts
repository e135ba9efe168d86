import type { AuthConnectorOptions } from './createAuthConnector.js'
import { createEmbeddedProvider, type EmbeddedProviderOptions } from './embeddedProvider.js'
import { createFrameClient } from './frameClient.js'
import { loginStorage } from './loginStorage.js'

/**
 * The embedded wallet's working parts (frame client, provider, login state), loaded by `createAuthConnector`
 * on first use, or at startup when a login was stored (F-13), so the app's first chunk carries none of it.
 */
export function buildEmbeddedWallet(options: AuthConnectorOptions, hooks?: EmbeddedProviderOptions['hooks']) {
  const storage = loginStorage(options.storage ?? localStorage)
  const frame = createFrameClient({
    secureSiteUrl: options.secureSiteUrl,
    projectId: options.projectId,
    chainId: options.defaultChainId,
    ...(options.onAlert ? { onAlert: options.onAlert } : {}),
    ...(options.container ? { container: options.container } : {}),
  })
  const wallet = createEmbeddedProvider({
    frame,
    storage,
    defaultChainId: options.defaultChainId,
    ...(hooks ? { hooks } : {}),
    ...(options.chainIds ? { chainIds: options.chainIds } : {}),
  })
  return { frame, wallet, storage }
}
export type BuiltEmbeddedWallet = ReturnType<typeof buildEmbeddedWallet>
