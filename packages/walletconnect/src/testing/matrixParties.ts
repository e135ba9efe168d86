import { randomBytes } from 'node:crypto'
import type { Eip1193Provider } from '@portico/core'
import { USER_DISCONNECTED_CODE } from '../constants.js'
import { SignClient } from '../sign/signClient.js'
import type { ProposalNamespace, SessionNamespace } from '../sign/types.js'
import { createMemoryStorage } from '../storage.js'
import { createNodeWallet } from './createNodeWallet.js'
import { createPorticoWallet, type WalletNamespace } from './createPorticoWallet.js'
import { NodeWebSocket } from './nodeWebSocket.js'
import { createOfficialDapp } from './officialDapp.js'
import { evmWalletNamespace } from './walletNamespaces.js'

/** A dapp side of the interoperability matrix: our Sign client or the official 2.21.8 one, the same calls. */
export type MatrixDapp = {
  name: string
  connect(optionalNamespaces: Record<string, ProposalNamespace>): Promise<{
    uri: string
    approval: Promise<{ topic: string; namespaces: Record<string, SessionNamespace> }>
  }>
  request(topic: string, chainId: string, method: string, params: unknown): Promise<unknown>
  ping(topic: string): Promise<void>
  disconnect(topic: string): Promise<void>
  /** Resolves with the next session event the wallet emits. */
  nextEvent(): Promise<{ name: string; data: unknown; chainId: string }>
  /** Resolves with the topic of the next session the wallet ends. */
  nextDelete(): Promise<string>
  close(): Promise<void>
}

/** A wallet side of the matrix: WalletKit 1.2.10 or our test wallet, the same calls. */
export type MatrixWallet = {
  name: string
  pair(uri: string): Promise<unknown>
  rejectNextProposal(): void
  sessionTopics(): string[]
  emitEvent(topic: string, event: { name: string; data: unknown }, chainId: string): Promise<unknown>
  disconnectAll(): Promise<void>
  close(): Promise<unknown>
}

const metadata = { name: 'Matrix dapp', description: 'test', url: 'http://127.0.0.1', icons: [] }

/** Our dapp client. */
export async function ourDapp(relayUrl: string): Promise<MatrixDapp> {
  const client = await SignClient.init({
    projectId: 'portico-dev',
    relayUrl,
    metadata,
    storage: createMemoryStorage(),
    storagePrefix: `matrix-${randomBytes(6).toString('hex')}`,
    WebSocket: NodeWebSocket,
  })
  return {
    name: 'our dapp client',
    connect: (optionalNamespaces) => client.connect({ optionalNamespaces }),
    request: (topic, chainId, method, params) =>
      client.request({ topic, chainId, request: { method, params } }),
    ping: (topic) => client.ping({ topic }),
    disconnect: (topic) => client.disconnect({ topic }),
    nextEvent: () =>
      new Promise((resolve) =>
        client.once('session_event', ({ params }) => resolve({ ...params.event, chainId: params.chainId })),
      ),
    nextDelete: () => new Promise((resolve) => client.once('session_delete', ({ topic }) => resolve(topic))),
    close: async () => client.close(),
  }
}

/** The official dapp client, @walletconnect/sign-client 2.21.8 (the baseline). */
export async function officialDapp(relayUrl: string): Promise<MatrixDapp> {
  const client = await createOfficialDapp(relayUrl)
  return {
    name: 'official 2.21.8 dapp',
    async connect(optionalNamespaces) {
      const { uri, approval } = await client.connect({ optionalNamespaces })
      if (!uri) throw new Error('The official client made no URI')
      return { uri, approval: approval() }
    },
    request: (topic, chainId, method, params) =>
      client.request({ topic, chainId, request: { method, params } }),
    ping: (topic) => client.ping({ topic }),
    disconnect: (topic) =>
      client.disconnect({ topic, reason: { code: USER_DISCONNECTED_CODE, message: 'User disconnected.' } }),
    nextEvent: () =>
      new Promise((resolve) =>
        client.once('session_event', ({ params }) =>
          resolve({ name: params.event.name, data: params.event.data, chainId: params.chainId }),
        ),
      ),
    nextDelete: () => new Promise((resolve) => client.once('session_delete', ({ topic }) => resolve(topic))),
    close: () => client.core.relayer.transportClose(),
  }
}

/** WalletKit 1.2.10 as the wallet, signing with `signer` on eip155 plus any `extra` namespaces. */
export async function walletKitWallet(
  relayUrl: string,
  signer: Eip1193Provider,
  chainIds: readonly number[],
  extra: Record<string, WalletNamespace> = {},
): Promise<MatrixWallet> {
  const wallet = await createNodeWallet({ relayUrl, signer, chainIds, namespaces: extra })
  return {
    name: 'WalletKit 1.2.10 wallet',
    pair: wallet.pair,
    rejectNextProposal: wallet.rejectNextProposal,
    sessionTopics: wallet.sessionTopics,
    emitEvent: (topic, event, chainId) => wallet.kit.emitSessionEvent({ topic, event, chainId }),
    disconnectAll: wallet.disconnectAll,
    close: wallet.close,
  }
}

/** Our test wallet (our protocol code), signing with `signer` on eip155 plus any `extra` namespaces. */
export async function ourWallet(
  relayUrl: string,
  signer: Eip1193Provider,
  chainIds: readonly number[],
  extra: Record<string, WalletNamespace> = {},
): Promise<MatrixWallet> {
  const wallet = await createPorticoWallet({
    relayUrl,
    namespaces: { eip155: await evmWalletNamespace(signer, chainIds), ...extra },
  })
  return { name: 'our test wallet', ...wallet }
}
