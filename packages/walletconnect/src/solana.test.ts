import { ed25519 } from '@noble/curves/ed25519'
import { anvil, solanaPorticoLocal } from '@portico/core'
import {
  findFreePortPair,
  SOLANA_DEVNET_NETWORK_ID,
  type SolanaDevnet,
  startSolanaDevnet,
} from '@portico/devnet/solana'
import { type RelayServer, startRelay } from '@portico/relay'
import { createTestWallet } from '@portico/test-wallet'
import { solanaTestKey } from '@portico/test-wallet/solana'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NAMESPACE_METHODS } from './constants.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { createMemoryStorage } from './storage.js'
import {
  type MatrixDapp,
  type MatrixWallet,
  officialDapp,
  ourDapp,
  ourWallet,
} from './testing/matrixParties.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'
import { solanaWalletNamespace } from './testing/walletNamespaces.js'

// Our test wallet's Solana account over WalletConnect: the dapp proposes eip155 and solana together (O-01),
// the wallet grants both, and signs a message and a SOL transfer that the devnet Solana (litesvm) executes.
// Real parts: our relay, the devnet Solana, the test wallet's key (m/44'/501'/0'/0' of the mnemonic).
const SOLANA = SOLANA_DEVNET_NETWORK_ID
const key = solanaTestKey(0)
const recipient = solanaTestKey(1).address
const PROPOSAL = {
  eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
  solana: {
    chains: [SOLANA],
    methods: [...NAMESPACE_METHODS.solana.methods],
    events: [...NAMESPACE_METHODS.solana.events],
  },
}

let relay: RelayServer
let devnet: SolanaDevnet
const open: (MatrixDapp | MatrixWallet)[] = []

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([
    startRelay({ port: 0, logger: 'silent' }),
    findFreePortPair().then((port) => startSolanaDevnet({ port })),
  ])
})
afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((party) => party.close()))
})
afterAll(async () => {
  await Promise.allSettled([relay?.close(), devnet?.stop()])
})

async function unsignedTransfer(lamports: bigint): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(devnet.rpcUrl).getLatestBlockhash().send()
  const source = createNoopSigner(address(key.address))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(source.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source, destination: address(recipient), amount: lamports })],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const balance = (owner: string) => devnet.chain.svm.getBalance(address(owner)) ?? 0n

describe.each([
  ['our dapp client', ourDapp],
  ['the official 2.21.8 dapp', officialDapp],
] as const)('O-01 the Solana test wallet over WalletConnect with %s', (_name, makeDapp) => {
  it('O-01 the session grants the solana account; the wallet signs a message and a transfer the devnet executes', async () => {
    const dapp = await makeDapp(relay.url)
    open.push(dapp)
    const signer = createTestWallet({ chains: { 31337: 'http://127.0.0.1:9' }, connected: true })
    const wallet = await ourWallet(relay.url, signer, [31337], {
      solana: solanaWalletNamespace(key, [SOLANA]),
    })
    open.push(wallet)
    const { uri, approval } = await dapp.connect(PROPOSAL)
    await wallet.pair(uri)
    const session = await approval
    expect(session.namespaces.solana?.accounts).toEqual([`${SOLANA}:${key.address}`])

    const text = new TextEncoder().encode('Hello from Portico')
    const signed = (await dapp.request(session.topic, SOLANA, 'solana_signMessage', {
      message: base58.encode(text),
      pubkey: key.address,
    })) as { signature: string }
    expect(ed25519.verify(base58.decode(signed.signature), text, key.publicKey)).toBe(true)

    const before = balance(recipient)
    const answer = (await dapp.request(session.topic, SOLANA, 'solana_signTransaction', {
      transaction: base64.encode(await unsignedTransfer(1_000_000n)),
    })) as { signature: string; transaction: string }
    const sent = await createSolanaRpc(devnet.rpcUrl)
      .sendTransaction(answer.transaction as never, { encoding: 'base64' })
      .send()
    expect(sent).toBe(answer.signature)
    expect(balance(recipient) - before).toBe(1_000_000n)
  })
})

describe('O-01 the connector with solana among the app networks', () => {
  it('O-01 proposes eip155 and solana from the app networks; the solana account the wallet grants is among its accounts', async () => {
    const connector = await createWalletConnectConnector({
      projectId: 'portico-dev',
      relayUrl: relay.url,
      metadata: { name: 'Connector test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      networks: [anvil, solanaPorticoLocal],
      storage: createMemoryStorage(),
      storagePrefix: 'solana-connector',
      WebSocket: NodeWebSocket,
    })
    open.push({ close: async () => connector.client.close() } as MatrixDapp)
    const signer = createTestWallet({ chains: { 31337: 'http://127.0.0.1:9' }, connected: true })
    const wallet = await ourWallet(relay.url, signer, [31337], {
      solana: solanaWalletNamespace(key, [SOLANA]),
    })
    open.push(wallet)
    await connector.connect({ onUri: (uri) => void wallet.pair(uri) })
    expect(connector.accounts?.()).toEqual([
      `eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`,
      `${SOLANA}:${key.address}`,
    ])
    expect(connector.provider.session()?.optionalNamespaces.solana?.chains).toEqual([SOLANA])
    // The EVM provider keeps to eip155.
    await expect(connector.provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })
})
