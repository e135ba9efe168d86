import { secp256k1 } from '@noble/curves/secp256k1'
import { type BitcoinAdapter, createBitcoinAdapter, satsConnectProvider } from '@portico/bitcoin'
import { anvil, bitcoinTestnet, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { type RelayServer, startRelay } from '@portico/relay'
import { createTestWallet } from '@portico/test-wallet'
import { bitcoinTestKeys } from '@portico/test-wallet/bitcoin'
import { Verifier } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { createMemoryStorage } from './storage.js'
import { type MatrixWallet, ourWallet, walletKitWallet } from './testing/matrixParties.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'
import { bitcoinWalletNamespace } from './testing/walletNamespaces.js'

// O-01 below the dialog for bip122: the Bitcoin adapter signs and sends through a WalletConnect session's
// bip122 account (our relay; the wallet is our test wallet, then WalletKit 1.2.10 as the oracle, both answering
// with the test mnemonic's testnet keys). Signatures are checked with bip322-js, the transfer with
// bitcoinjs-lib; after a reload the restored session gives the adapter the same account.
const keys = bitcoinTestKeys(0)
const [payment, ordinals] = keys as [(typeof keys)[0], (typeof keys)[0]]
const recipient = bitcoinTestKeys(1)[0]?.address as string
const message = 'Hello from Portico'
let storage = createMemoryStorage()
// A funding output of the payment address (there is no Bitcoin chain here): the wallet spends it.
const funding = { txid: 'aa'.repeat(32), vout: 0, value: 100_000n }
const broadcast: string[] = []

let relay: RelayServer
const closers: (() => Promise<unknown>)[] = []

async function dappSide(): Promise<{
  adapter: BitcoinAdapter
  connector: Awaited<ReturnType<typeof createWalletConnectConnector>>
}> {
  const connector = await createWalletConnectConnector({
    projectId: 'portico-dev',
    relayUrl: relay.url,
    metadata: { name: 'Adapter test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    networks: [anvil, bitcoinTestnet],
    storage,
    storagePrefix: 'bitcoin-adapter',
    WebSocket: NodeWebSocket,
  })
  const adapter = createBitcoinAdapter()
  adapter.setup({ networks: [bitcoinTestnet], getRpcUrl: () => '' })
  adapter.addWalletConnect?.(connector)
  closers.push(async () => {
    adapter.destroy()
    await connector.client.close()
  })
  return { adapter, connector }
}

beforeAll(async () => {
  relay = await startRelay({ port: 0, logger: 'silent' })
})
afterAll(async () => {
  for (const close of closers.splice(0)) await close().catch(() => undefined)
  await relay?.close()
})

/** True when input `index` of `tx` carries a valid P2WPKH signature by `publicKey` over `value`. */
function witnessSignatureValid(tx: bitcoin.Transaction, index: number, value: bigint, publicKey: string) {
  const [der, pubkey] = tx.ins[index]?.witness ?? []
  if (!der || !pubkey || Buffer.from(pubkey).toString('hex') !== publicKey) return false
  const script = bitcoin.payments.p2pkh({ pubkey }).output as Uint8Array
  const { signature, hashType } = bitcoin.script.signature.decode(der)
  const hash = tx.hashForWitnessV0(index, script, value, hashType)
  return secp256k1.verify(signature, hash, pubkey, { lowS: true })
}

const WALLETS = [
  ['our test wallet', ourWallet],
  ['the WalletKit 1.2.10 wallet', walletKitWallet],
] as const

describe.each(WALLETS)('O-01 the Bitcoin adapter over a WalletConnect session with %s', (_name, create) => {
  let wallet: MatrixWallet
  beforeAll(async () => {
    storage = createMemoryStorage()
    const signer = createTestWallet({ chains: { 31337: 'http://127.0.0.1:9' }, connected: true })
    wallet = await create(relay.url, signer, [31337], {
      bip122: bitcoinWalletNamespace(keys, [bitcoinTestnet.caipNetworkId], {
        utxos: [funding],
        broadcast: (hex) => void broadcast.push(hex),
      }),
    })
    closers.push(() => wallet.close())
  })

  it('O-01 signs a BIP-322 message, lists the account addresses and sends a transfer with the session’s bip122 account; a reload restores it', async () => {
    const { adapter, connector } = await dappSide()
    await connector.connect({ onUri: (uri) => void wallet.pair(uri) })
    expect(connector.accounts?.()).toContain(`${bitcoinTestnet.caipNetworkId}:${payment.address}`)
    const connection = await adapter.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection).toMatchObject({ connectorId: WALLET_CONNECT_CONNECTOR_ID, address: payment.address })

    const signature = await adapter.signMessage({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: payment.address,
      message,
    })
    expect(Verifier.verifySignature(payment.address, message, signature)).toBe(true)
    expect(Verifier.verifySignature(payment.address, 'another message', signature)).toBe(false)

    await expect(adapter.getAccountAddresses({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).resolves.toEqual([
      { address: payment.address, publicKey: payment.publicKey, path: payment.path, intention: 'payment' },
      { address: ordinals.address, publicKey: ordinals.publicKey, path: ordinals.path, intention: 'ordinal' },
    ])
    await expect(
      adapter.getAccountAddresses({ connectorId: WALLET_CONNECT_CONNECTOR_ID, intentions: ['ordinal'] }),
    ).resolves.toEqual([expect.objectContaining({ address: ordinals.address })])

    const txid = await adapter.sendTransaction({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: payment.address,
      caipNetwork: bitcoinTestnet,
      to: recipient,
      value: 25_000n,
    })
    const tx = bitcoin.Transaction.fromHex(broadcast.at(-1) as string)
    expect(tx.getId()).toBe(txid)
    const paid = tx.outs.find(
      (out) => bitcoin.address.fromOutputScript(out.script, bitcoin.networks.testnet) === recipient,
    )
    expect(paid?.value).toBe(25_000n)
    expect(witnessSignatureValid(tx, 0, funding.value, payment.publicKey)).toBe(true)
    expect(witnessSignatureValid(tx, 0, funding.value + 1n, payment.publicKey)).toBe(false)

    // A reload: a new connector on the same storage restores the session; the adapter has the account again.
    const reloaded = await dappSide()
    expect(await reloaded.connector.restore()).toBe(true)
    await expect(
      reloaded.adapter.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID }),
    ).resolves.toMatchObject({ address: payment.address })
    const again = await reloaded.adapter.signMessage({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: payment.address,
      message,
    })
    expect(Verifier.verifySignature(payment.address, message, again)).toBe(true)

    // The wallet ends the session: the adapter reports the account gone.
    const gone = new Promise((resolve) => reloaded.adapter.on('disconnect', resolve))
    await wallet.disconnectAll()
    await expect(gone).resolves.toEqual({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  })

  it('O-01 a wallet asked for ECDSA answers a BIP-137 signature that bip322-js verifies; an unheld address is refused before any request', async () => {
    const { adapter, connector } = await dappSide()
    await connector.connect({ onUri: (uri) => void wallet.pair(uri) })
    await adapter.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    const provider = satsConnectProvider(
      adapter.getProvider?.(WALLET_CONNECT_CONNECTOR_ID) as Parameters<typeof satsConnectProvider>[0],
    )
    const answer = (await provider?.request('signMessage', {
      address: payment.address,
      message,
      protocol: 'ECDSA',
    })) as { status: string; result: { signature: string } }
    expect(answer.status).toBe('success')
    expect(Buffer.from(answer.result.signature, 'base64')).toHaveLength(65)
    expect(Verifier.verifySignature(payment.address, message, answer.result.signature)).toBe(true)

    await expect(
      adapter.signMessage({ connectorId: WALLET_CONNECT_CONNECTOR_ID, address: recipient, message }),
    ).rejects.toThrow(`The WalletConnect session grants no bip122 account ${recipient}`)
  })
})
