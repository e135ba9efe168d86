import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RelayServer, startRelay } from '../src/index.js'
import { hashMessage } from '../src/store/relayMessage.js'
import { RawClient, randomTopic, sleep } from './helpers/rawClient.js'

describe('store-and-forward on one relay (in memory)', () => {
  let relay: RelayServer
  const clients: RawClient[] = []
  const connect = async () => {
    const c = await RawClient.connect(relay.url)
    clients.push(c)
    return c
  }

  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent', minTtlSeconds: 1 })
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await relay.close()
  })

  it('irn_subscribe answers sha256(topic + clientId), the id the clients compute', async () => {
    const c = await connect()
    const topic = randomTopic()
    expect(await c.request('irn_subscribe', { topic })).toBe(hashMessage(topic + c.clientId))
  })

  it('delivers a publish live to every other subscriber with topic, message, publishedAt, tag, attestation', async () => {
    const topic = randomTopic()
    const [s1, s2, pub] = [await connect(), await connect(), await connect()]
    await s1.request('irn_subscribe', { topic })
    await s2.request('irn_subscribe', { topic })
    await pub.request('irn_subscribe', { topic })
    const before = Date.now()
    await pub.request('irn_publish', {
      topic,
      message: 'live',
      ttl: 300,
      tag: 1108,
      prompt: true,
      attestation: 'att',
    })
    for (const s of [s1, s2]) {
      const [d] = await s.waitForDeliveries(1)
      expect(d?.subscriptionId).toBe(hashMessage(topic + s.clientId))
      expect(d?.data).toMatchObject({ topic, message: 'live', tag: 1108, attestation: 'att' })
      expect(d?.data.publishedAt).toBeGreaterThanOrEqual(before)
    }
    await sleep(100)
    expect(pub.deliveries).toEqual([])
  })

  it('a late subscriber gets the kept messages in publish order', async () => {
    const topic = randomTopic()
    const pub = await connect()
    for (const m of ['one', 'two', 'three']) await pub.request('irn_publish', { topic, message: m, ttl: 300 })
    const late = await connect()
    await late.request('irn_subscribe', { topic })
    await late.waitForDeliveries(3)
    expect(late.deliveries.map((d) => d.data.message)).toEqual(['one', 'two', 'three'])
  })

  it('expired messages are not delivered', async () => {
    const topic = randomTopic()
    const pub = await connect()
    await pub.request('irn_publish', { topic, message: 'gone', ttl: 1 })
    await pub.request('irn_publish', { topic, message: 'kept', ttl: 300 })
    await sleep(1100)
    const late = await connect()
    await late.request('irn_subscribe', { topic })
    await late.waitForDeliveries(1)
    await sleep(100)
    expect(late.deliveries.map((d) => d.data.message)).toEqual(['kept'])
  })

  it('a republished identical message is delivered once per subscriber connection', async () => {
    const topic = randomTopic()
    const sub = await connect()
    await sub.request('irn_subscribe', { topic })
    const pub = await connect()
    sub.autoAck = false
    await pub.request('irn_publish', { topic, message: 'retry', ttl: 300 })
    await pub.request('irn_publish', { topic, message: 'retry', ttl: 300 })
    await sleep(200)
    expect(sub.deliveries).toHaveLength(1)
  })

  it('an unacknowledged message is delivered again when the client subscribes again; an acknowledged one is not', async () => {
    const topic = randomTopic()
    const pub = await connect()
    await pub.request('irn_publish', { topic, message: 'unacked', ttl: 300 })
    const sub = await connect()
    sub.autoAck = false
    await sub.request('irn_subscribe', { topic })
    await sub.waitForDeliveries(1)
    sub.close()
    const again = await connect()
    await again.request('irn_subscribe', { topic })
    await again.waitForDeliveries(1)
    expect(again.deliveries[0]?.data.message).toBe('unacked')
    await sleep(100)
    const third = await connect()
    await third.request('irn_subscribe', { topic })
    await sleep(200)
    expect(third.deliveries).toEqual([])
  })

  it('irn_unsubscribe stops live delivery', async () => {
    const topic = randomTopic()
    const [sub, pub] = [await connect(), await connect()]
    const id = await sub.request('irn_subscribe', { topic })
    expect(await sub.request('irn_unsubscribe', { topic, id })).toBe(true)
    await pub.request('irn_publish', { topic, message: 'after-unsubscribe', ttl: 300 })
    await sleep(150)
    expect(sub.deliveries).toEqual([])
  })

  it('batch subscribe, batch fetch (with hasMore) and batch unsubscribe', async () => {
    const topics = [randomTopic(), randomTopic()]
    const pub = await connect()
    await pub.request('irn_publish', { topic: topics[0], message: 'for-fetch', ttl: 300 })
    const c = await connect()
    const fetched = (await c.request('irn_batchFetchMessages', { topics })) as {
      messages: { topic: string; message: string }[]
      hasMore: boolean
    }
    expect(fetched.hasMore).toBe(false)
    expect(fetched.messages.map((m) => m.message)).toEqual(['for-fetch'])
    const ids = await c.request('irn_batchSubscribe', { topics })
    expect(ids).toEqual(topics.map((t) => hashMessage(t + c.clientId)))
    await sleep(100)
    expect(c.deliveries).toEqual([])
    expect(
      await c.request('irn_batchUnsubscribe', {
        subscriptions: topics.map((topic, i) => ({ topic, id: (ids as string[])[i] })),
      }),
    ).toBe(true)
    await pub.request('irn_publish', { topic: topics[1], message: 'unseen', ttl: 300 })
    await sleep(100)
    expect(c.deliveries).toEqual([])
  })
})
