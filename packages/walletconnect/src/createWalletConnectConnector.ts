import {
  InvalidOptionError,
  type WalletConnectConnector,
  type WalletConnectConnectorParameters,
} from '@portico/core'
import { UNAUTHORIZED_CODE, USER_DISCONNECTED_CODE, WC_STORAGE_PREFIX } from './constants.js'
import { proposalNamespaces } from './namespaces.js'
import { ProviderRpcError, toProviderError } from './providerError.js'
import type { WebSocketConstructor } from './relay/relayClient.js'
import { createSessionProvider, type SessionProvider } from './sessionProvider.js'
import { SignClient } from './sign/signClient.js'
import { signInRequest } from './signIn.js'
import { createLocalStorage, createMemoryStorage, type KeyValueStorage } from './storage.js'

export type CreateWalletConnectConnectorParameters = WalletConnectConnectorParameters & {
  /** Storage for the client's keys and sessions (default: `localStorage` in a browser, memory elsewhere). */
  storage?: KeyValueStorage
  /** Storage key prefix (default 'portico'); two clients in one process need different ones. */
  storagePrefix?: string
  /** WebSocket implementation (default: the global one; Node 20 callers pass `ws`). */
  WebSocket?: WebSocketConstructor
}

/** The connector plus its provider's session hooks (for tests and tools). */
export type PorticoWalletConnectConnector = WalletConnectConnector & {
  readonly provider: SessionProvider
  /** The Sign client, for tools and tests. */
  readonly client: SignClient
}

const defaultStorage = (): KeyValueStorage =>
  typeof localStorage === 'undefined' ? createMemoryStorage() : createLocalStorage()

/**
 * Creates the WalletConnect v2 connector on Portico's own Sign client, talking only to `relayUrl`: our relay
 * by default, or the public WalletConnect network with the project id the operator got there.
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

  const client = await SignClient.init({
    projectId,
    relayUrl,
    metadata,
    storage: parameters.storage ?? defaultStorage(),
    storagePrefix: parameters.storagePrefix ?? WC_STORAGE_PREFIX,
    WebSocket: parameters.WebSocket,
  })
  const provider = createSessionProvider(client, networks)

  return {
    provider,
    client,
    async connect({ onUri, signIn }) {
      const { uri, approval } = signIn
        ? await signInRequest(client, networks, signIn)
        : await client.connect({ optionalNamespaces: proposalNamespaces(networks) }).then((pairing) => ({
            uri: pairing.uri,
            approval: pairing.approval.then((session) => ({ session, siwx: undefined })),
          }))
      onUri(uri)
      const { session, siwx } = await approval
      const previous = provider.session()
      provider.adopt(session)
      if (previous && previous.topic !== session.topic) {
        await client
          .disconnect({
            topic: previous.topic,
            reason: { code: USER_DISCONNECTED_CODE, message: 'Replaced by a new session.' },
          })
          .catch(() => {})
      }
      return siwx ? { siwx } : undefined
    },
    async restore() {
      const sessions = client.sessions.filter((s) => s.namespaces.eip155)
      const latest = sessions.sort((a, b) => b.expiry - a.expiry)[0]
      if (!latest) return false
      provider.adopt(latest)
      await client.restore()
      return true
    },
    async requestIn(chainId, request) {
      const session = provider.session()
      const granted = session
        ? Object.values(session.namespaces).some((ns) => ns.accounts.some((a) => a.startsWith(`${chainId}:`)))
        : false
      if (!session || !granted) {
        throw new ProviderRpcError(
          UNAUTHORIZED_CODE,
          `The WalletConnect session grants no account on ${chainId}`,
        )
      }
      try {
        return await client.request({ topic: session.topic, chainId, request: { params: {}, ...request } })
      } catch (error) {
        throw toProviderError(error)
      }
    },
    isConnected: () => provider.session() !== undefined,
    accounts: () => Object.values(provider.session()?.namespaces ?? {}).flatMap((ns) => ns.accounts),
    async disconnect() {
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    },
  }
}
