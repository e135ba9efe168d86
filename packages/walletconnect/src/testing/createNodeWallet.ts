import { randomBytes } from 'node:crypto'
import type { Eip1193Provider } from '@portico/core'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { EIP155_EVENTS, EIP155_METHODS, USER_DISCONNECTED_CODE } from '../constants.js'
import type { WalletNamespace } from './createPorticoWallet.js'
import { createOfficialStorage } from './officialStorage.js'
import { disableVerifyApi } from './offline.js'

/** WalletConnect's "User rejected." reason code. */
const USER_REJECTED_CODE = 5000

export type CreateNodeWalletParameters = {
  relayUrl: string
  projectId?: string
  /** The key and chain backend: an EIP-1193 provider that signs (tools/test-wallet's createTestWallet). */
  signer: Eip1193Provider
  /** Chain ids the wallet grants when the dapp proposes them. */
  chainIds: readonly number[]
  /** Namespaces besides eip155 (solana, bip122, …) it grants where proposed, answered by their `handle`. */
  namespaces?: Record<string, WalletNamespace>
}

/** A wallet on the official client (@reown/walletkit 1.2.10, the last Apache-2.0 release), in Node, for tests. */
export type NodeWallet = Awaited<ReturnType<typeof createNodeWallet>>

const errorOf = (error: unknown) => ({
  code: typeof (error as { code?: unknown })?.code === 'number' ? (error as { code: number }).code : -32603,
  message: error instanceof Error ? error.message : String(error),
})

/**
 * Creates a WalletConnect wallet in Node: it approves proposals (or rejects the next one when asked),
 * answers session requests with `signer` on the requested chain, and can end sessions from its side.
 * Telemetry and the Verify API are off, storage is in memory. Always `close()` it.
 */
export async function createNodeWallet(parameters: CreateNodeWalletParameters) {
  const { signer } = parameters
  const core = new Core({
    projectId: parameters.projectId ?? 'portico-dev',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: `node-wallet-${randomBytes(6).toString('hex')}`,
    storage: createOfficialStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  disableVerifyApi(core)
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Portico Node wallet', description: 'Test wallet', url: 'http://127.0.0.1', icons: [] },
  })
  let rejectNext = false
  const requests: { method: string; chainId: string }[] = []

  kit.on('session_proposal', async ({ id, params }) => {
    if (rejectNext) {
      rejectNext = false
      await kit.rejectSession({ id, reason: { code: USER_REJECTED_CODE, message: 'User rejected.' } })
      return
    }
    const proposed = (key: string) => [
      ...(params.requiredNamespaces[key]?.chains ?? []),
      ...(params.optionalNamespaces[key]?.chains ?? []),
    ]
    const chains = parameters.chainIds.map((c) => `eip155:${c}`).filter((c) => proposed('eip155').includes(c))
    const [address] = (await signer.request({ method: 'eth_requestAccounts' })) as string[]
    const others = Object.fromEntries(
      Object.entries(parameters.namespaces ?? {}).flatMap(([key, ns]) => {
        const granted = ns.chains.filter((c) => proposed(key).includes(c))
        if (granted.length === 0) return []
        const accounts = granted.map((c) => `${c}:${ns.address}`)
        return [[key, { chains: granted, accounts, methods: [...ns.methods], events: [...ns.events] }]]
      }),
    )
    await kit.approveSession({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((c) => `${c}:${address}`),
          methods: [...EIP155_METHODS],
          events: [...EIP155_EVENTS],
        },
        ...others,
      },
    })
  })

  kit.on('session_request', async ({ topic, id, params }) => {
    requests.push({ method: params.request.method, chainId: params.chainId })
    try {
      const other = parameters.namespaces?.[params.chainId.split(':')[0] ?? '']
      if (other) {
        const result = await other.handle(params.request.method, params.request.params, params.chainId)
        await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
        return
      }
      const chainId = `0x${Number(params.chainId.split(':')[1]).toString(16)}`
      if (params.request.method !== 'wallet_switchEthereumChain') {
        await signer.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
      }
      const result = await signer.request({ method: params.request.method, params: params.request.params })
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: errorOf(error) } })
    }
  })

  return {
    kit,
    /** Requests the wallet answered, in order. */
    requests,
    /** Pairs with a dapp's `wc:` URI. */
    pair: (uri: string) => kit.pair({ uri }),
    /** The next session proposal is rejected ("User rejected."). */
    rejectNextProposal() {
      rejectNext = true
    },
    /** Topics of the live sessions. */
    sessionTopics: () => Object.keys(kit.getActiveSessions()),
    /** Ends every session from the wallet side. */
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions())) {
        await kit.disconnectSession({
          topic,
          reason: { code: USER_DISCONNECTED_CODE, message: 'User disconnected.' },
        })
      }
    },
    /** Closes the relay socket. */
    close: () => core.relayer.transportClose(),
  }
}
