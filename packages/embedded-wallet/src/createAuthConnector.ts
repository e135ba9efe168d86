import type { Connector, Eip1193Provider } from '@portico/core'
import { createEmbeddedProvider, type EmbeddedWallet } from './embeddedProvider.js'
import { createFrameClient, type FrameClient } from './frameClient.js'
import { loginStorage } from './loginStorage.js'

/** Id of the embedded wallet's connector. */
export const AUTH_CONNECTOR_ID = 'AUTH'

/** Options of {@link createAuthConnector}. */
export interface AuthConnectorOptions {
  /** The secure site's URL, e.g. `http://127.0.0.1:5174`. */
  secureSiteUrl: string
  projectId: string
  /** EVM chain id used before any was stored. */
  defaultChainId: number
  /** Shows an alert in the modal (F-07, F-08, F-30). */
  onAlert?: (message: string) => void
  onUnsafeRequest?: (method: string) => void
  onUnsafeSettled?: (method: string) => void
  /** Where the iframe goes (inside the modal's `<dialog>`, F-31); default `document.body`. */
  container?: () => ParentNode
  /** Default: `localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/**
 * The AUTH connector for eip155 (C-01 type `AUTH`): a connector carrying the embedded wallet's EIP-1193
 * provider, for the EVM adapter's `addConnector`, plus the login actions. The frame is created at once only when
 * a login was stored (F-13); otherwise on first use.
 *
 * @example
 * const auth = createAuthConnector({ secureSiteUrl, projectId: 'portico-dev', defaultChainId: 31337 })
 * evmAdapter.addConnector(auth.connector)
 * await auth.wallet.connectEmail('ada@example.com')
 */
export function createAuthConnector(options: AuthConnectorOptions): {
  connector: Connector & { provider: Eip1193Provider }
  wallet: EmbeddedWallet
  frame: FrameClient
} {
  const storage = loginStorage(options.storage ?? localStorage)
  const frame = createFrameClient({
    secureSiteUrl: options.secureSiteUrl,
    projectId: options.projectId,
    chainId: options.defaultChainId,
    ...(options.onAlert ? { onAlert: options.onAlert } : {}),
    ...(options.container ? { container: options.container } : {}),
  })
  if (storage.wasEmailLoginUsed()) void frame.init().catch(() => undefined)
  const wallet = createEmbeddedProvider({
    frame,
    storage,
    defaultChainId: options.defaultChainId,
    ...(options.onUnsafeRequest ? { onUnsafeRequest: options.onUnsafeRequest } : {}),
    ...(options.onUnsafeSettled ? { onUnsafeSettled: options.onUnsafeSettled } : {}),
  })
  const connector = {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH' as const,
    name: 'Email',
    chain: 'eip155' as const,
    provider: wallet.provider,
  }
  return { connector, wallet, frame }
}
