import { randomBytes } from 'node:crypto'
import { anvil, anvilB } from '@portico/core'
import { type RelayServer, startRelay } from '@portico/relay'
import { createTestWallet, startTestChain, type TestChain } from '@portico/test-wallet'
import { createPublicClient, http, verifyMessage } from 'viem'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createWalletConnectConnector,
  type PorticoWalletConnectConnector,
} from './createWalletConnectConnector.js'
import { createMemoryStorage, type KeyValueStorage } from './storage.js'
import { createNodeWallet, type NodeWallet } from './testing/createNodeWallet.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'

// Real parts: our relay, the official SignClient (dapp) and WalletKit (wallet), anvil chains and a
// real key (tools/test-wallet) signing on the wallet side.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e20d4c3C8aa'
const metadata = { name: 'Connector test', description: 'test', url: 'http://127.0.0.1', icons: [] }

let relay: RelayServer
let chainA: TestChain
let chainB: TestChain
const open: { connectors: PorticoWalletConnectConnector[]; wallets: NodeWallet[] } = {
  connectors: [],
  wallets: [],
}

beforeAll(async () => {
  ;[relay, chainA, chainB] = await Promise.all([
    startRelay({ port: 0, logger: 'silent' }),
    startTestChain(31337),
    startTestChain(31338),
  ])
})

afterEach(async () => {
  await Promise.allSettled([
    ...open.connectors.splice(0).map((c) => Promise.resolve(c.client.close())),
    ...open.wallets.splice(0).map((w) => w.close()),
  ])
})

afterAll(async () => {
  await Promise.allSettled([relay?.close(), chainA?.stop(), chainB?.stop()])
})

async function makeConnector(
  storage: KeyValueStorage = createMemoryStorage(),
  storagePrefix = randomPrefix(),
) {
  const connector = await createWalletConnectConnector({
    projectId: 'portico-dev',
    relayUrl: relay.url,
    metadata,
    networks: [anvil, anvilB],
    storage,
    storagePrefix,
    WebSocket: NodeWebSocket,
  })
  open.connectors.push(connector)
  return connector
}

async function makeWallet() {
  const signer = createTestWallet({ chains: { 31337: chainA.rpcUrl, 31338: chainB.rpcUrl } })
  const wallet = await createNodeWallet({ relayUrl: relay.url, signer, chainIds: [31337, 31338] })
  open.wallets.push(wallet)
  return wallet
}

const randomPrefix = () => `dapp-${randomBytes(6).toString('hex')}`

async function pair(connector: PorticoWalletConnectConnector, wallet: NodeWallet) {
  await connector.connect({ onUri: (uri) => void wallet.pair(uri) })
}

describe('createWalletConnectConnector', () => {
  it('C-22 pairs through our relay; accounts and chain come from the session', async () => {
    const [connector, wallet] = await Promise.all([makeConnector(), makeWallet()])
    let uri = ''
    await connector.connect({
      onUri: (value) => {
        uri = value
        void wallet.pair(value)
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(connector.isConnected()).toBe(true)
    expect(await connector.provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT])
    expect(await connector.provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT])
    expect(await connector.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    // D-25: the session's granted chains are the approved networks.
    expect(connector.provider.approvedChainIds?.()).toEqual(expect.arrayContaining([31337, 31338]))
  })

  it('signs with the real key on the wallet side (personal_sign through the relay)', async () => {
    const [connector, wallet] = await Promise.all([makeConnector(), makeWallet()])
    await pair(connector, wallet)
    const message = '0x48656c6c6f2066726f6d20506f727469636f'
    const signature = (await connector.provider.request({
      method: 'personal_sign',
      params: [message, ACCOUNT],
    })) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT, message: { raw: message }, signature })).toBe(true)
  })

  it('switches to a granted chain locally (chainChanged) and sends a transaction mined there', async () => {
    const [connector, wallet] = await Promise.all([makeConnector(), makeWallet()])
    await pair(connector, wallet)
    const changes: unknown[] = []
    connector.provider.on('chainChanged', (id) => changes.push(id))
    await connector.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(changes).toEqual(['0x7a6a'])
    expect(wallet.requests).toEqual([])
    const hash = (await connector.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT, to: RECIPIENT, value: '0x38d7ea4c68000' }],
    })) as `0x${string}`
    expect(wallet.requests).toEqual([{ method: 'eth_sendTransaction', chainId: 'eip155:31338' }])
    const receipt = await createPublicClient({ transport: http(chainB.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    expect(receipt.status).toBe('success')
  })

  it('S-35 a wallet that rejects the proposal rejects connect', async () => {
    const [connector, wallet] = await Promise.all([makeConnector(), makeWallet()])
    wallet.rejectNextProposal()
    await expect(pair(connector, wallet)).rejects.toBeDefined()
    expect(connector.isConnected()).toBe(false)
  })

  it('a wallet-side disconnect emits disconnect; an app-side one ends the wallet session', async () => {
    const [connector, wallet] = await Promise.all([makeConnector(), makeWallet()])
    await pair(connector, wallet)
    const gone = new Promise((resolve) => connector.provider.on('disconnect', resolve))
    await wallet.disconnectAll()
    expect(await gone).toMatchObject({ code: 6000 })
    expect(await connector.provider.request({ method: 'eth_accounts' })).toEqual([])

    await pair(connector, wallet)
    expect(wallet.sessionTopics()).toHaveLength(1)
    await connector.disconnect()
    await expect.poll(() => wallet.sessionTopics()).toHaveLength(0)
  })

  it('restores the stored session in a new client (reload)', async () => {
    const storage = createMemoryStorage()
    const prefix = randomPrefix()
    const wallet = await makeWallet()
    const first = await makeConnector(storage, prefix)
    await pair(first, wallet)
    await Promise.resolve(first.client.close())
    const second = await makeConnector(storage, prefix)
    expect(await second.restore()).toBe(true)
    expect(await second.provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT])
    const signature = await second.provider.request({ method: 'personal_sign', params: ['0x01', ACCOUNT] })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('refuses a missing relay URL instead of falling back to a hosted relay', async () => {
    await expect(
      createWalletConnectConnector({ projectId: 'p', relayUrl: '', metadata, networks: [anvil] }),
    ).rejects.toThrow('relayUrl')
  })
})
