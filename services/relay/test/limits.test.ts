import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import {
  MAX_FRAME_BYTES,
  MAX_MESSAGE_CHARS,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  type RelayServer,
  RPC_ERROR,
  startRelay,
} from '../src/index.js'
import { makeAuthToken } from './helpers/authToken.js'
import { RawClient, randomTopic } from './helpers/rawClient.js'

describe('limits and malformed input, each answered with a JSON-RPC error', () => {
  let relay: RelayServer
  const clients: RawClient[] = []
  const connect = async () => {
    const c = await RawClient.connect(relay.url)
    clients.push(c)
    return c
  }
  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent', publishRate: { perSecond: 10, burst: 20 } })
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await relay.close()
  })

  const errorOf = async (c: RawClient, method: string, params: unknown) =>
    (await c.call(method, params)).error as { code: number; message: string }

  it('refuses a message over MAX_MESSAGE_CHARS', async () => {
    const c = await connect()
    const e = await errorOf(c, 'irn_publish', {
      topic: randomTopic(),
      message: 'x'.repeat(MAX_MESSAGE_CHARS + 1),
      ttl: 300,
    })
    expect(e).toEqual({
      code: RPC_ERROR.MESSAGE_TOO_LARGE,
      message: `Message too large: ${MAX_MESSAGE_CHARS + 1} characters, the limit is ${MAX_MESSAGE_CHARS}`,
    })
  })

  it('closes the socket with 1009 on a frame over MAX_FRAME_BYTES, and keeps serving others', async () => {
    const c = await connect()
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)))
    c.sendRaw('x'.repeat(MAX_FRAME_BYTES + 1))
    expect(await closed).toBe(1009)
    const other = await connect()
    expect(await other.request('irn_subscribe', { topic: randomTopic() })).toBeTypeOf('string')
  })

  it('refuses subscriptions beyond MAX_SUBSCRIPTIONS_PER_CONNECTION', async () => {
    const c = await connect()
    const topics = Array.from({ length: MAX_SUBSCRIPTIONS_PER_CONNECTION }, () => randomTopic())
    for (let i = 0; i < topics.length; i += 500)
      await c.request('irn_batchSubscribe', { topics: topics.slice(i, i + 500) })
    const e = await errorOf(c, 'irn_subscribe', { topic: randomTopic() })
    expect(e.code).toBe(RPC_ERROR.TOO_MANY_SUBSCRIPTIONS)
    expect(e.message).toBe(
      `Too many subscriptions: the limit is ${MAX_SUBSCRIPTIONS_PER_CONNECTION} per connection`,
    )
    expect(await c.request('irn_subscribe', { topic: topics[0] })).toBeTypeOf('string')
  })

  it('rate-limits publishes per connection (token bucket)', async () => {
    const c = await connect()
    const topic = randomTopic()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => c.call('irn_publish', { topic, message: `m${i}`, ttl: 300 })),
    )
    const limited = answers.filter(
      (a) => (a.error as { code?: number } | undefined)?.code === RPC_ERROR.RATE_LIMITED,
    )
    expect(answers.filter((a) => a.result === true).length).toBeGreaterThanOrEqual(20)
    expect(limited.length).toBeGreaterThan(0)
    expect((limited[0]?.error as { message?: string } | undefined)?.message).toBe(
      'Rate limited: too many publishes, slow down and retry',
    )
  })

  it('checks topic format and ttl bounds', async () => {
    const c = await connect()
    expect(await errorOf(c, 'irn_subscribe', { topic: 'abc' })).toEqual({
      code: RPC_ERROR.INVALID_PARAMS,
      message: 'Invalid params: "topic" must be 64 hex characters',
    })
    const ttlError = await errorOf(c, 'irn_publish', { topic: randomTopic(), message: 'm', ttl: 1 })
    expect(ttlError.code).toBe(RPC_ERROR.INVALID_PARAMS)
    expect(ttlError.message).toContain('"ttl" must be between')
    expect((await errorOf(c, 'irn_publish', { topic: randomTopic(), message: 'm' })).code).toBe(
      RPC_ERROR.INVALID_PARAMS,
    )
  })

  it('answers malformed frames with JSON-RPC errors and keeps the connection', async () => {
    const c = await connect()
    const answers: Record<string, unknown>[] = []
    c.ws.on('message', (d) => answers.push(JSON.parse(d.toString())))
    c.sendRaw('{not json')
    c.sendRaw('[1,2]')
    c.sendRaw('{"jsonrpc":"2.0","id":7}')
    const unknown = await c.call('irn_doesNotExist', {})
    const noParams = await c.call('irn_publish', null)
    expect(answers.slice(0, 3).map((a) => (a.error as { code: number }).code)).toEqual([
      RPC_ERROR.PARSE_ERROR,
      RPC_ERROR.INVALID_REQUEST,
      RPC_ERROR.INVALID_REQUEST,
    ])
    expect(unknown.error).toEqual({
      code: RPC_ERROR.METHOD_NOT_FOUND,
      message: 'Method not found: irn_doesNotExist',
    })
    expect((noParams.error as { code: number }).code).toBe(RPC_ERROR.INVALID_PARAMS)
    expect(await c.request('irn_subscribe', { topic: randomTopic() })).toBeTypeOf('string')
  })

  it('echoes 19-digit request ids exactly, as the clients send them', async () => {
    const c = await connect()
    const frame = await new Promise<string>((resolve) => {
      c.ws.once('message', (d) => resolve(d.toString()))
      c.sendRaw(
        `{"id":1732000000123456789,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomTopic()}"}}`,
      )
    })
    expect(frame.startsWith('{"id":1732000000123456789,')).toBe(true)
  })

  it('answers GET /health with 200 and other paths with 404 JSON', async () => {
    const base = relay.url.replace('ws://', 'http://')
    const health = await fetch(`${base}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    const other = await fetch(`${base}/nope`)
    expect(other.status).toBe(404)
  })

  it('closes sockets with 1001 "going away" on shutdown', async () => {
    const own = await startRelay({ port: 0, logger: 'silent' })
    const { token } = makeAuthToken({ aud: own.url })
    const ws = new WebSocket(`${own.url}/?auth=${token}&projectId=portico-dev`)
    await new Promise((r) => ws.once('open', r))
    const closed = new Promise<[number, string]>((resolve) =>
      ws.once('close', (code, r) => resolve([code, r.toString()])),
    )
    await own.close()
    expect(await closed).toEqual([1001, 'going away'])
  })
})
