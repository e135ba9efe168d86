import { connect as connectTcp } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import {
  MAX_ATTESTATION_CHARS,
  MAX_JWT_LIFETIME_SECONDS,
  MAX_MESSAGE_CHARS,
  MAX_TTL_SECONDS,
  type RelayServer,
  RPC_ERROR,
  SECURITY_HEADERS,
  startRelay,
  TOO_MANY_CONNECTIONS_REASON,
  verifyRelayJwt,
} from '../src/index.js'
import { makeAuthToken } from './helpers/authToken.js'
import { RawClient, randomTopic, sleep } from './helpers/rawClient.js'

/** Opens a socket from `localAddress` (any of 127/8 reaches the relay on Linux) and reports the outcome. */
function open(
  relayUrl: string,
  localAddress = '127.0.0.1',
): Promise<{ ws: WebSocket } | { status: number; body: string }> {
  const { token } = makeAuthToken({ aud: relayUrl })
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${relayUrl}/?auth=${token}&projectId=portico-dev`, { localAddress })
    ws.on('unexpected-response', (_req, res) => {
      let body = ''
      res.on('data', (c: Buffer) => {
        body += c.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    ws.once('open', () => resolve({ ws }))
    ws.once('error', (e) => {
      if (!e.message.includes('Unexpected server response')) reject(e)
    })
  })
}

describe('issue 17 hardening: ttl, attestation, unacknowledged deliveries, per-IP sockets, JWT lifetime, headers', () => {
  let relay: RelayServer
  const clients: RawClient[] = []
  const sockets: WebSocket[] = []
  const connect = async (r: RelayServer = relay) => {
    const c = await RawClient.connect(r.url)
    clients.push(c)
    return c
  }
  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent', maxPendingAcks: 5 })
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    for (const ws of sockets) ws.terminate()
    await relay.close()
  })

  it('accepts a 30-day ttl but keeps the message at most maxKeptSeconds', async () => {
    const short = await startRelay({ port: 0, logger: 'silent', minTtlSeconds: 1, maxKeptSeconds: 1 })
    try {
      const publisher = await connect(short)
      const topic = randomTopic()
      const publish = (message: string, ttl = MAX_TTL_SECONDS) =>
        publisher.call('irn_publish', { topic, message, ttl })
      expect((await publish('long')).result).toBe(true)
      const early = await connect(short)
      await early.request('irn_subscribe', { topic })
      expect((await early.waitForDeliveries(1)).map((d) => d.data.message)).toEqual(['long'])
      expect((await publish('later')).result).toBe(true)
      await sleep(1300)
      const late = await connect(short)
      expect(await late.request('irn_batchFetchMessages', { topics: [topic] })).toEqual({
        messages: [],
        hasMore: false,
      })
      expect(((await publish('m', MAX_TTL_SECONDS + 1)).error as { code: number }).code).toBe(
        RPC_ERROR.INVALID_PARAMS,
      )
    } finally {
      await short.close()
    }
  })

  it(`refuses an attestation over ${MAX_ATTESTATION_CHARS} characters`, async () => {
    const c = await connect()
    const publish = (attestation: string) =>
      c.call('irn_publish', { topic: randomTopic(), message: `m${attestation.length}`, ttl: 60, attestation })
    expect((await publish('a'.repeat(MAX_ATTESTATION_CHARS))).result).toBe(true)
    expect((await publish('a'.repeat(MAX_ATTESTATION_CHARS + 1))).error).toEqual({
      code: RPC_ERROR.INVALID_PARAMS,
      message: `Invalid params: "attestation" must be at most ${MAX_ATTESTATION_CHARS} characters`,
    })
  })

  it('holds deliveries beyond maxPendingAcks unacknowledged until acks come in', async () => {
    const topic = randomTopic()
    const slow = await connect()
    slow.autoAck = false
    await slow.request('irn_subscribe', { topic })
    const publisher = await connect()
    for (let i = 0; i < 7; i++) await publisher.request('irn_publish', { topic, message: `u${i}`, ttl: 60 })
    await slow.waitForDeliveries(5)
    await sleep(200)
    expect(slow.deliveries.map((d) => d.data.message)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4'])
    slow.ack(slow.deliveries[0]?.rpcId ?? 0)
    slow.ack(slow.deliveries[1]?.rpcId ?? 0)
    expect((await slow.waitForDeliveries(7)).map((d) => d.data.message).slice(5)).toEqual(['u5', 'u6'])
  })

  it('terminates a socket whose held deliveries pass MAX_BUFFERED_BYTES; it gets the messages on return', async () => {
    const topic = randomTopic()
    const silent = await connect()
    silent.autoAck = false
    await silent.request('irn_subscribe', { topic })
    const closed = new Promise((r) => silent.ws.once('close', r))
    const big = (i: number) => `${i}:`.padEnd(MAX_MESSAGE_CHARS, 'x')
    // Each client may keep ~7 such messages (its store share); 6 publishers hold 40 (10 MiB) between them.
    let sent = 0
    for (let p = 0; p < 6; p++) {
      const publisher = await connect()
      for (let i = 0; i < 7 && sent < 40; i++) {
        await publisher.request('irn_publish', { topic, message: big(sent), ttl: 60 })
        sent++
      }
    }
    await closed
    expect(silent.deliveries).toHaveLength(5)
    const back = await connect()
    await back.request('irn_subscribe', { topic })
    const got = await back.waitForDeliveries(sent, 15_000)
    expect(new Set(got.map((d) => d.data.message.split(':')[0])).size).toBe(sent)
  })

  it('caps open sockets per IP address with HTTP 429; another address still connects; a closed socket frees its slot', async () => {
    const capped = await startRelay({ port: 0, logger: 'silent', maxConnectionsPerIp: 2 })
    try {
      const first = await open(capped.url)
      const second = await open(capped.url)
      for (const o of [first, second]) if ('ws' in o) sockets.push(o.ws)
      expect('ws' in first && 'ws' in second).toBe(true)
      const third = await open(capped.url)
      expect(third).toEqual({ status: 429, body: JSON.stringify({ error: TOO_MANY_CONNECTIONS_REASON }) })
      const elsewhere = await open(capped.url, '127.0.0.2')
      expect('ws' in elsewhere).toBe(true)
      if ('ws' in elsewhere) sockets.push(elsewhere.ws)
      if ('ws' in first) {
        const gone = new Promise((r) => first.ws.once('close', r))
        first.ws.close()
        await gone
      }
      let again = await open(capped.url)
      for (let i = 0; i < 50 && !('ws' in again); i++) {
        await sleep(20)
        again = await open(capped.url)
      }
      expect('ws' in again).toBe(true)
      if ('ws' in again) sockets.push(again.ws)
    } finally {
      await capped.close()
    }
  })

  it(`refuses an auth JWT living longer than ${MAX_JWT_LIFETIME_SECONDS} s; accepts the clients' one day`, () => {
    const aud = relay.url
    const day = makeAuthToken({ aud, expiresIn: 24 * 60 * 60 }).token
    expect(verifyRelayJwt(day, [aud]).ok).toBe(true)
    const week = makeAuthToken({ aud, expiresIn: MAX_JWT_LIFETIME_SECONDS }).token
    expect(verifyRelayJwt(week, [aud]).ok).toBe(true)
    const year2286 = makeAuthToken({ aud, expiresIn: 9_999_999_999 - Math.floor(Date.now() / 1000) }).token
    expect(verifyRelayJwt(year2286, [aud])).toEqual({
      ok: false,
      reason: `Invalid auth token: lifetime too long (at most ${MAX_JWT_LIFETIME_SECONDS} seconds)`,
    })
  })

  it('refuses the long-lived JWT on the handshake with close code 3000 and the reason', async () => {
    const { token } = makeAuthToken({ aud: relay.url, expiresIn: MAX_JWT_LIFETIME_SECONDS + 60 })
    const ws = new WebSocket(`${relay.url}/?auth=${token}&projectId=portico-dev&useOnCloseEvent=true`)
    const [code, reason] = await new Promise<[number, string]>((r) =>
      ws.once('close', (c, why) => r([c, why.toString()])),
    )
    expect(code).toBe(3000)
    expect(reason).toBe(`Invalid auth token: lifetime too long (at most ${MAX_JWT_LIFETIME_SECONDS} seconds)`)
  })

  it('refuses an upgrade whose URL cannot be parsed with 401, and keeps serving', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connectTcp(relay.port, '127.0.0.1', () =>
        socket.write(
          'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      )
      let text = ''
      socket.on('data', (d) => {
        text += d.toString()
      })
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).toContain('{"error":"Invalid request URL"}')
    expect((await fetch(`${relay.url.replace('ws://', 'http://')}/health`)).status).toBe(200)
  })

  it('sends nosniff, a deny-all CSP and no-referrer on /health, 404 and the 401 refusal', async () => {
    const base = relay.url.replace('ws://', 'http://')
    const answers = [await fetch(`${base}/health`), await fetch(`${base}/nope`)]
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value)
    }
    const refused = await new Promise<Record<string, string | string[] | undefined>>((resolve) => {
      const ws = new WebSocket(`${relay.url}/?projectId=portico-dev`)
      ws.on('unexpected-response', (_req, res) => resolve(res.headers))
      ws.on('error', () => {})
    })
    expect(refused['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(refused['x-content-type-options']).toBe('nosniff')
    expect(refused['referrer-policy']).toBe('no-referrer')
  })
})
