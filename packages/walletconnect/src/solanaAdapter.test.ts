import { ed25519 } from '@noble/curves/ed25519'
import { anvil, solanaPorticoLocal, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { findFreePortPair, type SolanaDevnet, startSolanaDevnet } from '@portico/devnet/solana'
import { type RelayServer, startRelay } from '@portico/relay'
import { createSolanaAdapter, type SolanaAdapter } from '@portico/solana'
import { createTestWallet } from '@portico/test-wallet'
import { solanaTestKey } from '@portico/test-wallet/solana'
import { base58 } from '@scure/base'
import { address } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { createMemoryStorage } from './storage.js'
import { type MatrixWallet, ourWallet } from './testing/matrixParties.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'
import { solanaWalletNamespace } from './testing/walletNamespaces.js'

// O-01 end to end below the dialog: the Solana adapter signs and sends through a WalletConnect session's
// solana account (our relay, our test wallet with the test key, the devnet Solana on litesvm), and after a
// reload the restored session gives the adapter the same account.
const key = solanaTestKey(0)
const recipient = solanaTestKey(2).address
const message = 'Hello from Portico'
const storage = createMemoryStorage()

let relay: RelayServer
let devnet: SolanaDevnet
let wallet: MatrixWallet
const closers: (() => Promise<unknown>)[] = []

async function dappSide(): Promise<{
  adapter: SolanaAdapter
  connector: Awaited<ReturnType<typeof createWalletConnectConnector>>
}> {
  const connector = await createWalletConnectConnector({
    projectId: 'portico-dev',
    relayUrl: relay.url,
    metadata: { name: 'Adapter test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    networks: [anvil, solanaPorticoLocal],
    storage,
    storagePrefix: 'solana-adapter',
    WebSocket: NodeWebSocket,
  })
  const adapter = createSolanaAdapter()
  adapter.setup({ networks: [solanaPorticoLocal], getRpcUrl: () => devnet.rpcUrl })
  adapter.addWalletConnect?.(connector)
  closers.push(async () => {
    adapter.destroy()
    await connector.client.close()
  })
  return { adapter, connector }
}

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([
    startRelay({ port: 0, logger: 'silent' }),
    findFreePortPair().then((port) => startSolanaDevnet({ port })),
  ])
  const signer = createTestWallet({ chains: { 31337: 'http://127.0.0.1:9' }, connected: true })
  wallet = await ourWallet(relay.url, signer, [31337], {
    solana: solanaWalletNamespace(key, [solanaPorticoLocal.caipNetworkId]),
  })
})
afterAll(async () => {
  for (const close of closers.splice(0)) await close().catch(() => undefined)
  await Promise.allSettled([wallet?.close(), relay?.close(), devnet?.stop()])
})

const balance = (owner: string) => devnet.chain.svm.getBalance(address(owner)) ?? 0n

describe('O-01 the Solana adapter over a WalletConnect session', () => {
  it('O-01 signs a message and sends 0.5 SOL with the session’s solana account; a reload restores the account', async () => {
    const { adapter, connector } = await dappSide()
    await connector.connect({ onUri: (uri) => void wallet.pair(uri) })
    const connection = await adapter.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection).toMatchObject({ connectorId: WALLET_CONNECT_CONNECTOR_ID, address: key.address })

    const signature = await adapter.signMessage({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: key.address,
      message,
    })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), key.publicKey)).toBe(
      true,
    )

    const before = balance(recipient)
    const sent = await adapter.sendTransaction({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: key.address,
      caipNetwork: solanaPorticoLocal,
      to: recipient,
      value: 500_000_000n,
    })
    await adapter.waitForTransaction?.({ caipNetwork: solanaPorticoLocal, hash: sent })
    expect(balance(recipient) - before).toBe(500_000_000n)

    // A reload: a new connector on the same storage restores the session; the adapter has the account again.
    const reloaded = await dappSide()
    expect(await reloaded.connector.restore()).toBe(true)
    await expect(
      reloaded.adapter.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID }),
    ).resolves.toMatchObject({ address: key.address })
    const again = await reloaded.adapter.signMessage({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: key.address,
      message,
    })
    expect(ed25519.verify(base58.decode(again), new TextEncoder().encode(message), key.publicKey)).toBe(true)

    // The wallet ends the session: the adapter reports the account gone.
    const gone = new Promise((resolve) => reloaded.adapter.on('disconnect', resolve))
    await wallet.disconnectAll()
    await expect(gone).resolves.toEqual({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  })

  it('O-01 a wallet that answers solana_signTransaction with the signature only: the adapter puts it in the signer slot and sends', async () => {
    const namespace = solanaWalletNamespace(key, [solanaPorticoLocal.caipNetworkId])
    const signer = createTestWallet({ chains: { 31337: 'http://127.0.0.1:9' }, connected: true })
    const signatureOnly = await ourWallet(relay.url, signer, [31337], {
      solana: {
        ...namespace,
        async handle(method, params, chainId) {
          const answer = await namespace.handle(method, params, chainId)
          return method === 'solana_signTransaction'
            ? { signature: (answer as { signature: string }).signature }
            : answer
        },
      },
    })
    closers.push(() => signatureOnly.close())
    const { adapter, connector } = await dappSide()
    await connector.connect({ onUri: (uri) => void signatureOnly.pair(uri) })
    await adapter.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    const before = balance(recipient)
    const sent = await adapter.sendTransaction({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: key.address,
      caipNetwork: solanaPorticoLocal,
      to: recipient,
      value: 250_000_000n,
    })
    await adapter.waitForTransaction?.({ caipNetwork: solanaPorticoLocal, hash: sent })
    expect(balance(recipient) - before).toBe(250_000_000n)
  })

  it('O-01 an account the session does not grant is refused with a clear error before any request', async () => {
    const { adapter } = await dappSide()
    await expect(
      adapter.signMessage({ connectorId: WALLET_CONNECT_CONNECTOR_ID, address: recipient, message }),
    ).rejects.toThrow(`walletConnect has no connected account ${recipient}`)
  })
})
