import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { WebSocketServer } from 'ws'
import { generateClientSeed } from '../protocol/relayAuth.js'
import { NodeWebSocket } from '../testing/nodeWebSocket.js'
import { RelayClient, type RelayMessage } from './relayClient.js'

// A scripted relay (a ws server answering irn_* calls) so the client's side of the protocol can be checked
// frame by frame: acknowledgements, duplicates, refusals and resubscription after a drop.
type Frame = { id: number; method?: string; params?: Record<string, unknown>; result?: unknown }

async function scriptedRelay() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const received: Frame[] = []
  const sockets: WebSocket[] = []
  const urls: string[] = []
  server.on('connection', (socket, request) => {
    sockets.push(socket)
    urls.push(request.url ?? '')
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame
      received.push(frame)
      if (!frame.method) return
      const result =
        frame.method === 'irn_batchSubscribe'
          ? ((frame.params?.topics ?? []) as string[]).map((t) => `sub-${t.slice(0, 4)}`)
          : frame.method === 'irn_subscribe'
            ? `sub-${String(frame.params?.topic).slice(0, 4)}`
            : true
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result }))
    })
  })
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received,
    sockets,
    urls,
    deliver(socket: WebSocket, id: number, data: RelayMessage) {
      socket.send(
        JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: 'sub', data } }),
      )
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of server.clients) s.terminate()
        server.close(() => resolve())
      }),
  }
}

const TOPIC = 'a1'.repeat(32)
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(options: { reconnectDelayMs?: number } = {}) {
  const relay = await scriptedRelay()
  const messages: RelayMessage[] = []
  const client = new RelayClient({
    relayUrl: relay.url,
    projectId: 'portico-dev',
    seed: generateClientSeed(),
    WebSocket: NodeWebSocket,
    onMessage: (m) => messages.push(m),
    ...options,
  })
  cleanups.push(() => client.close(), relay.close)
  return { relay, client, messages }
}

describe('relay client', () => {
  it('sends the standard query parameters; acknowledges every delivery and passes a duplicate on once', async () => {
    const { relay, client, messages } = await setup()
    await client.subscribe(TOPIC)
    const query = new URL(relay.urls[0] ?? '', 'ws://x').searchParams
    expect([...query.keys()]).toEqual(['auth', 'projectId', 'ua', 'useOnCloseEvent'])
    expect(query.get('projectId')).toBe('portico-dev')
    expect(query.get('useOnCloseEvent')).toBe('true')
    const data = { topic: TOPIC, message: 'AAEC', publishedAt: 1, tag: 1108 }
    const socket = relay.sockets[0] as WebSocket
    relay.deliver(socket, 901, data)
    relay.deliver(socket, 902, data) // at-least-once: the same message again
    relay.deliver(socket, 903, { ...data, message: 'AAED' })
    await expect
      .poll(() => relay.received.filter((f) => f.result === true).map((f) => f.id))
      .toEqual([901, 902, 903])
    expect(messages.map((m) => m.message)).toEqual(['AAEC', 'AAED'])
  })

  it('T-26 resubscribes every topic after a drop and resends the call the drop cut off', async () => {
    const { relay, client } = await setup({ reconnectDelayMs: 50 })
    await client.subscribe(TOPIC)
    const reconnected = new Promise<void>((resolve) => client.once('connect', resolve))
    ;(relay.sockets[0] as WebSocket).close(1001, 'going away')
    await reconnected
    await expect
      .poll(() => relay.received.find((f) => f.method === 'irn_batchSubscribe')?.params?.topics)
      .toEqual([TOPIC])
    await client.publish(TOPIC, 'AAEC', { ttl: 300, tag: 1108, prompt: true })
    expect(relay.received.find((f) => f.method === 'irn_publish')?.params).toEqual({
      topic: TOPIC,
      message: 'AAEC',
      ttl: 300,
      tag: 1108,
      prompt: true,
    })
  })

  it('a refusal (close 3000) is a clear error with the relay reason, and the client stops retrying', async () => {
    const { relay, client } = await setup({ reconnectDelayMs: 50 })
    await client.subscribe(TOPIC)
    const error = new Promise<Error>((resolve) => client.once('error', resolve))
    ;(relay.sockets[0] as WebSocket).close(3000, 'Invalid auth token: wrong audience')
    expect((await error).message).toBe('Invalid auth token: wrong audience')
    await expect(client.publish(TOPIC, 'AAEC', { ttl: 300, tag: 1108 })).rejects.toThrow('wrong audience')
    expect(relay.sockets).toHaveLength(1)
  })

  it.each([
    [1001, 'going away', 'resent'],
    [1006, '', 'resent'],
    [1009, 'Frame too large', 'refused'],
    [1008, 'Policy violation', 'refused'],
  ])('a close %i: subscriptions come back; the call in flight is %s', async (code, reason, outcome) => {
    const { relay, client } = await setup({ reconnectDelayMs: 50 })
    await client.subscribe(TOPIC)
    // The next publish is left unanswered, then the socket closes with the code.
    const socket = relay.sockets[0] as WebSocket
    socket.removeAllListeners('message')
    socket.once('message', () => (code === 1006 ? socket.terminate() : socket.close(code, reason)))
    const answer = client.publish(TOPIC, 'AAEC', { ttl: 300, tag: 1108 })
    if (outcome === 'refused') await expect(answer).rejects.toThrow(`${reason} (close ${code})`)
    else await expect(answer).resolves.toBeUndefined()
    await expect.poll(() => relay.received.some((f) => f.method === 'irn_batchSubscribe')).toBe(true)
  })
})
