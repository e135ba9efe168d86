import {
  InvalidOptionError,
  InvalidWalletResponseError,
  type WalletConnectConnector,
  type WalletConnectConnectorParameters,
} from '@portico/core'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { WC_STORAGE_PREFIX } from './constants.js'
import type { KeyValueStorage } from './memoryStorage.js'
import { proposalNamespaces } from './namespaces.js'
import { disableVerifyApi } from './offline.js'
import { createSessionProvider, type SessionProvider } from './sessionProvider.js'

export type CreateWalletConnectConnectorParameters = WalletConnectConnectorParameters & {
  /** Storage for the client's keys and sessions (default: IndexedDB in the browser). */
  storage?: KeyValueStorage
  /** Storage key prefix (default 'portico'); two clients in one process need different ones. */
  storagePrefix?: string
  /** The client's log level (default 'silent'). */
  logger?: string
}

/** The connector plus its provider's session hooks (for tests and tools). */
export type PorticoWalletConnectConnector = WalletConnectConnector & {
  readonly provider: SessionProvider
  /** The official client, for tools and tests. */
  readonly client: InstanceType<typeof SignClient>
}

/**
 * Creates the WalletConnect v2 connector on the official SignClient, talking only to the app's relay:
 * telemetry is off and the Verify API is replaced (no request to any other host).
 *
 * @example
 * createPortico({ ..., walletConnect: () => import('@portico/walletconnect').then((m) => m.createWalletConnectConnector) })
 */
export async function createWalletConnectConnector(
  parameters: CreateWalletConnectConnectorParameters,
): Promise<PorticoWalletConnectConnector> {
  const { projectId, relayUrl, metadata, networks } = parameters
  if (typeof relayUrl !== 'string' || !/^wss?:\/\//.test(relayUrl)) {
    throw new InvalidOptionError(
      'relayUrl',
      `WalletConnect needs a ws:// or wss:// URL, got ${String(relayUrl)}`,
    )
  }
  if (typeof projectId !== 'string' || projectId === '') {
    throw new InvalidOptionError('projectId', 'WalletConnect needs a projectId')
  }
  if (!networks.some((n) => n.chainNamespace === 'eip155'))
    throw new InvalidOptionError('networks', 'WalletConnect needs an eip155 network')

  const core = new Core({
    projectId,
    relayUrl,
    customStoragePrefix: parameters.storagePrefix ?? WC_STORAGE_PREFIX,
    telemetryEnabled: false,
    logger: parameters.logger ?? 'silent',
    ...(parameters.storage ? { storage: parameters.storage } : {}),
  })
  disableVerifyApi(core)
  const client = await SignClient.init({ core, metadata, telemetryEnabled: false })
  const provider = createSessionProvider(client, networks)

  return {
    provider,
    client,
    async connect({ onUri }) {
      const { uri, approval } = await client.connect({ optionalNamespaces: proposalNamespaces(networks) })
      if (!uri) throw new InvalidWalletResponseError('The WalletConnect client returned no pairing URI')
      onUri(uri)
      const session = await approval()
      const previous = provider.session()
      provider.adopt(session)
      if (previous && previous.topic !== session.topic) {
        await client
          .disconnect({
            topic: previous.topic,
            reason: { code: 6000, message: 'Replaced by a new session.' },
          })
          .catch(() => {})
      }
    },
    async restore() {
      const now = Math.floor(Date.now() / 1000)
      const sessions = client.session.getAll().filter((s) => s.namespaces.eip155 && s.expiry > now)
      const latest = sessions.sort((a, b) => b.expiry - a.expiry)[0]
      if (!latest) return false
      provider.adopt(latest)
      return true
    },
    isConnected: () => provider.session() !== undefined,
    async disconnect() {
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    },
  }
}
