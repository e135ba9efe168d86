import { randomBytes } from 'node:crypto'
import { type RelayServer, startRelay } from '@portico/relay'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { seal } from './protocol/envelope.js'
import { generateSymKey } from './protocol/keys.js'
import { signRelayJwt } from './protocol/relayAuth.js'
import { formatRelayUrl } from './relay/relayUrl.js'
import { SignClient } from './sign/signClient.js'
import type { Session } from './sign/types.js'
import { createMemoryStorage, type KeyValueStorage } from './storage.js'
import { createNodeWallet, type NodeWallet } from './testing/createNodeWallet.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'

// Real parts: our relay, our dapp client and WalletKit 1.2.10 (the last Apache-2.0 release) as the wallet.
// The wallet's signer is a stub here (signatures are checked against a real key in
// createWalletConnectConnector.test.ts and e2e/walletconnect.e2e.ts); this file is about the protocol.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:31337'
const SIGNATURE = `0x${'ab'.repeat(65)}`
const metadata = { name: 'Interop test', description: 'test', url: 'http://127.0.0.1', icons: [] }
const signer = {
  request: async ({ method }: { method: string }) =>
    method === 'eth_requestAccounts' ? [ACCOUNT] : method === 'personal_sign' ? SIGNATURE : null,
}
/** O-01: every namespace proposed together. */
const ALL_NAMESPACES = {
  eip155: {
    chains: [CHAIN, 'eip155:31338'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged'],
  },
  solana: {
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    methods: ['solana_signMessage', 'solana_signTransaction'],
    events: [],
  },
  bip122: {
    chains: ['bip122:000000000019d6689c085ae165831e93'],
    methods: ['signMessage', 'signPsbt'],
    events: [],
  },
}

let relay: RelayServer
const open: { clients: SignClient[]; wallets: NodeWallet[] } = { clients: [], wallets: [] }
beforeAll(async () => {
  relay = await startRelay({ port: 0, logger: 'silent' })
})
afterEach(async () => {
  for (const client of open.clients.splice(0)) client.close()
  await Promise.allSettled(open.wallets.splice(0).map((w) => w.close()))
})
afterAll(async () => {
  await relay?.close()
})

async function dapp(
  storage: KeyValueStorage = createMemoryStorage(),
  prefix = `dapp-${randomBytes(6).toString('hex')}`,
) {
  const client = await SignClient.init({
    projectId: 'portico-dev',
    relayUrl: relay.url,
    metadata,
    storage,
    storagePrefix: prefix,
    WebSocket: NodeWebSocket,
  })
  open.clients.push(client)
  return client
}

async function wallet() {
  const w = await createNodeWallet({ relayUrl: relay.url, signer, chainIds: [31337, 31338] })
  open.wallets.push(w)
  return w
}

async function pair(
  client: SignClient,
  w: NodeWallet,
  optionalNamespaces = ALL_NAMESPACES,
): Promise<Session> {
  const { uri, approval } = await client.connect({ optionalNamespaces })
  await w.pair(uri)
  return approval
}

/** Publishes one raw envelope to a topic as another relay client would (an attacker on the relay). */
async function publishRaw(topic: string, message: string) {
  const seed = randomBytes(32).toString('hex')
  const url = formatRelayUrl(relay.url, {
    auth: await signRelayJwt({ seed, aud: relay.url }),
    projectId: 'portico-dev',
  })
  const socket = new WebSocket(url)
  await new Promise((resolve) => socket.once('open', resolve))
  const answered = new Promise((resolve) => socket.once('message', resolve))
  socket.send(
    JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { topic, message, ttl: 300, tag: 1108 },
    }),
  )
  await answered
  socket.close()
}

describe('our dapp client with the WalletKit 1.2.10 wallet, over our relay', () => {
  it('O-01 proposes eip155, solana and bip122 together; a wallet that grants only eip155 settles an eip155 session', async () => {
    const client = await dapp()
    const w = await wallet()
    const session = await pair(client, w)
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`, `eip155:31338:${ACCOUNT}`])
    expect(Object.keys(session.optionalNamespaces)).toEqual(['eip155', 'solana', 'bip122'])
    // The session lasts 7 days.
    expect(session.expiry - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 120)
    await expect(
      client.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x01', ACCOUNT] },
      }),
    ).resolves.toBe(SIGNATURE)
  })

  it('a method or a chain the session does not grant is refused before it leaves (5101, 5100)', async () => {
    const client = await dapp()
    const w = await wallet()
    const session = await pair(client, w)
    await expect(
      client.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'eth_getEncryptionPublicKey' },
      }),
    ).rejects.toMatchObject({ code: 5101 })
    await expect(
      client.request({ topic: session.topic, chainId: 'eip155:1', request: { method: 'personal_sign' } }),
    ).rejects.toMatchObject({ code: 5100 })
    expect(w.requests).toEqual([])
  })

  it('session and pairing ping; a wallet-side delete ends the session on our side', async () => {
    const client = await dapp()
    const w = await wallet()
    const session = await pair(client, w)
    await client.ping({ topic: session.topic })
    await client.ping({ topic: session.pairingTopic })
    const deleted = new Promise((resolve) => client.once('session_delete', resolve))
    await w.disconnectAll()
    expect(await deleted).toMatchObject({ topic: session.topic, reason: { code: 6000 } })
    expect(client.sessions).toEqual([])
  })

  it('a wallet offline while the dapp sends gets the request when it comes back', async () => {
    const client = await dapp()
    const w = await wallet()
    const session = await pair(client, w)
    await w.kit.core.relayer.transportClose()
    const answer = client.request({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: ['0x02', ACCOUNT] },
    })
    // The request is with the relay before the wallet comes back.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await w.kit.core.relayer.transportOpen()
    await expect(answer).resolves.toBe(SIGNATURE)
    expect(w.requests).toEqual([{ method: 'personal_sign', chainId: CHAIN }])
  })

  it('a reload restores the session from storage and it keeps working', async () => {
    const storage = createMemoryStorage()
    const prefix = `dapp-${randomBytes(6).toString('hex')}`
    const w = await wallet()
    const first = await dapp(storage, prefix)
    const session = await pair(first, w)
    first.close()
    const second = await dapp(storage, prefix)
    expect(second.sessions.map((s) => s.topic)).toEqual([session.topic])
    await second.restore()
    await expect(
      second.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x03', ACCOUNT] },
      }),
    ).resolves.toBe(SIGNATURE)
    const event = new Promise((resolve) => second.once('session_event', resolve))
    await w.kit.emitSessionEvent({
      topic: session.topic,
      chainId: CHAIN,
      event: { name: 'chainChanged', data: 31338 },
    })
    expect(await event).toMatchObject({
      topic: session.topic,
      params: { event: { name: 'chainChanged', data: 31338 } },
    })
  })

  it('a forged envelope and a message for a topic we have no key for are errors; the session is untouched', async () => {
    const client = await dapp()
    const w = await wallet()
    const session = await pair(client, w)
    const errors: { code?: string }[] = []
    client.on('error', (error) => errors.push(error as { code?: string }))
    // Sealed with a key the attacker made up, published on the session topic.
    await publishRaw(
      session.topic,
      seal('{"id":1,"jsonrpc":"2.0","method":"wc_sessionDelete","params":{}}', generateSymKey()),
    )
    await expect.poll(() => errors.map((e) => e.code)).toEqual(['DECRYPT_FAILED'])
    expect(client.sessions.map((s) => s.topic)).toEqual([session.topic])
    await expect(
      client.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x04', ACCOUNT] },
      }),
    ).resolves.toBe(SIGNATURE)
  })

  it('an expired session and pairing are dropped when the client loads; a wallet-side extend renews 7 days', async () => {
    const storage = createMemoryStorage()
    const prefix = `dapp-${randomBytes(6).toString('hex')}`
    const w = await wallet()
    const first = await dapp(storage, prefix)
    const session = await pair(first, w)
    const extended = new Promise<{ expiry: number }>((resolve) => first.once('session_extend', resolve))
    await w.kit.extendSession({ topic: session.topic })
    expect((await extended).expiry - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 120)
    first.close()
    // A week later (the stored expiries moved back instead of the clock forward).
    const key = `${prefix}:walletconnect`
    const stored = (await storage.getItem(key)) as {
      sessions: { expiry: number }[]
      pairings: { expiry: number }[]
    }
    for (const item of [...stored.sessions, ...stored.pairings])
      item.expiry = Math.floor(Date.now() / 1000) - 1
    await storage.setItem(key, stored)
    const second = await dapp(storage, prefix)
    expect(second.sessions).toEqual([])
    expect(second.pairings).toEqual([])
    expect(
      ((await storage.getItem(key)) as { keys: Record<string, string> }).keys[session.topic],
    ).toBeUndefined()
    await expect(
      second.request({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign' } }),
    ).rejects.toMatchObject({ code: 6000 })
  })

  it('S-35 a rejected proposal rejects approval with the wallet reason', async () => {
    const client = await dapp()
    const w = await wallet()
    w.rejectNextProposal()
    await expect(pair(client, w)).rejects.toMatchObject({ code: 5000 })
    expect(client.sessions).toEqual([])
  })
})
