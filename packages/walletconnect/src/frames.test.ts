import { randomBytes } from 'node:crypto'
import { type RelayServer, startRelay } from '@portico/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientIdOf } from './protocol/relayAuth.js'
import { SignClient } from './sign/signClient.js'
import { createMemoryStorage } from './storage.js'
import { createNodeWallet, type NodeWallet } from './testing/createNodeWallet.js'
import { startFrameRecorder } from './testing/frameRecorder.js'
import { NodeWebSocket } from './testing/nodeWebSocket.js'
import { createOfficialDapp } from './testing/officialDapp.js'

// Real parts: our relay behind a recording proxy, WalletKit 1.2.10 as the wallet, and as dapps the official
// sign-client 2.21.8 (the oracle) and ours. The same session life runs with each dapp; the tag, TTL and
// prompt flag of every frame each dapp publishes must match.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:31337'
const metadata = { name: 'Frames test', description: 'test', url: 'http://127.0.0.1', icons: [] }
const proposal = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['chainChanged'] } }

let recorder: Awaited<ReturnType<typeof startFrameRecorder>>
let relay: RelayServer
const signer = {
  request: async ({ method }: { method: string }) =>
    method === 'eth_requestAccounts' ? [ACCOUNT] : method === 'personal_sign' ? `0x${'ab'.repeat(65)}` : null,
}

beforeAll(async () => {
  recorder = await startFrameRecorder()
  relay = await startRelay({ port: 0, logger: 'silent', publicUrl: recorder.url })
  recorder.setTarget(relay.url)
})
afterAll(async () => {
  await Promise.allSettled([recorder?.close(), relay?.close()])
})

/** What one dapp published: tag → `{ ttl, prompt }`. */
function optionsOf(clientId: string) {
  const out: Record<number, { ttl: number; prompt: boolean | null }> = {}
  for (const p of recorder.publishes.filter((p) => p.clientId === clientId))
    out[p.tag] = { ttl: p.ttl, prompt: p.prompt }
  return out
}

/** The wallet's side of the session life: update, extend, an event. */
async function walletSide(wallet: NodeWallet, topic: string) {
  await wallet.kit.updateSession({
    topic,
    namespaces: {
      eip155: {
        chains: [CHAIN],
        accounts: [`${CHAIN}:${ACCOUNT}`],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    },
  })
  await wallet.kit.extendSession({ topic })
  await wallet.kit.emitSessionEvent({ topic, chainId: CHAIN, event: { name: 'chainChanged', data: 31337 } })
}

describe('frames: our dapp publishes what the official 2.21.8 dapp publishes', () => {
  it('every Sign method frame has the official tag, TTL and prompt flag', async () => {
    const chainIds = [31337]
    // The official dapp, as the oracle.
    const official = await createOfficialDapp(recorder.url)
    const wallet1 = await createNodeWallet({ relayUrl: recorder.url, signer, chainIds })
    const events1 = { update: 0, extend: 0, event: 0 }
    official.on('session_update', () => events1.update++)
    official.on('session_extend', () => events1.extend++)
    official.on('session_event', () => events1.event++)
    try {
      const { uri, approval } = await official.connect({ optionalNamespaces: proposal })
      await wallet1.pair(uri ?? '')
      const session = await approval()
      await official.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x01', ACCOUNT] },
      })
      await official.ping({ topic: session.topic })
      await walletSide(wallet1, session.topic)
      await expect.poll(() => events1, { timeout: 20_000 }).toEqual({ update: 1, extend: 1, event: 1 })
      await official.disconnect({
        topic: session.topic,
        reason: { code: 6000, message: 'User disconnected.' },
      })
      await expect.poll(() => wallet1.sessionTopics(), { timeout: 20_000 }).toEqual([])
    } finally {
      await Promise.allSettled([official.core.relayer.transportClose(), wallet1.close()])
    }

    // Ours, the same life.
    const ours = await SignClient.init({
      projectId: 'portico-dev',
      relayUrl: recorder.url,
      metadata,
      storage: createMemoryStorage(),
      storagePrefix: `dapp-${randomBytes(6).toString('hex')}`,
      WebSocket: NodeWebSocket,
    })
    const wallet2 = await createNodeWallet({ relayUrl: recorder.url, signer, chainIds })
    const events2 = { update: 0, extend: 0, event: 0 }
    ours.on('session_update', () => events2.update++)
    ours.on('session_extend', () => events2.extend++)
    ours.on('session_event', () => events2.event++)
    try {
      const { uri, approval } = await ours.connect({ optionalNamespaces: proposal })
      await wallet2.pair(uri)
      const session = await approval
      await ours.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x01', ACCOUNT] },
      })
      await ours.ping({ topic: session.topic })
      await walletSide(wallet2, session.topic)
      await expect.poll(() => events2, { timeout: 20_000 }).toEqual({ update: 1, extend: 1, event: 1 })
      await ours.disconnect({ topic: session.topic })
      await expect.poll(() => wallet2.sessionTopics(), { timeout: 20_000 }).toEqual([])
    } finally {
      await Promise.allSettled([ours.close(), wallet2.close()])
    }

    const theirs = optionsOf(await official.core.crypto.getClientId())
    const mine = optionsOf(await clientIdOf(ours.store.state.seed))
    // propose, settle ack, update ack, extend ack, request, delete, ping.
    expect(Object.keys(theirs).map(Number)).toEqual([1100, 1103, 1105, 1107, 1108, 1112, 1114])
    // The official dapp proposes through the relay's wc_proposeSession (no prompt flag); ours publishes
    // the proposal with irn_publish and the spec's prompt flag, at the same TTL.
    expect(mine[1100]).toEqual({ ttl: theirs[1100]?.ttl, prompt: true })
    // The spec answers every request, wc_sessionEvent too (1111); the official dapp leaves events unanswered.
    const { 1100: _a, 1111: eventAck, ...mineRest } = mine
    const { 1100: _b, ...theirsRest } = theirs
    expect(mineRest).toEqual(theirsRest)
    expect(eventAck).toEqual({ ttl: 300, prompt: false })
  })
})
