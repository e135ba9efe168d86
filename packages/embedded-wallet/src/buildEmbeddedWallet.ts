import type { AuthConnectorOptions } from './createAuthConnector.js'
import { createEmbeddedProvider, type EmbeddedProviderOptions } from './embeddedProvider.js'
import { createFrameClient } from './frameClient.js'
import { loginStorage } from './loginStorage.js'

/** Where the frame goes and whom it tells: from the connector's registration context (issue 22 item 9). */
export interface FrameHost {
  alert(message: string): void
  container(): ParentNode
  attach(frame: HTMLIFrameElement): void
}

/**
 * The embedded wallet's working parts (frame client, provider, login state), loaded by `createAuthConnector`
 * on first use, or at startup when a login was stored (F-13), so the app's first chunk carries none of it.
 */
export function buildEmbeddedWallet(
  options: AuthConnectorOptions,
  host: FrameHost,
  hooks?: EmbeddedProviderOptions['hooks'],
) {
  const storage = loginStorage(options.storage ?? localStorage)
  const frame = createFrameClient({
    secureSiteUrl: options.secureSiteUrl,
    projectId: options.projectId,
    chainId: options.defaultChainId,
    onAlert: host.alert,
    container: host.container,
    onFrame: host.attach,
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
