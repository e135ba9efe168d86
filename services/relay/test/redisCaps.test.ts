import { startRedis } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RelayServer, RPC_ERROR, STORED_MESSAGE_OVERHEAD_BYTES, startRelay } from '../src/index.js'
import { RawClient, randomTopic, sleep } from './helpers/rawClient.js'

/** Room for 4 messages of 1,000 characters in total, 2 per client, shared by two instances. */
const PER_MESSAGE = 2 * 1000 + STORED_MESSAGE_OVERHEAD_BYTES + 300
const message = (i: number) => `${i}:`.padEnd(1000, 'x')

describe('issue 17: the Redis store enforces the same caps across instances (Lua)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let a: RelayServer
  let b: RelayServer
  const clients: RawClient[] = []
  const connect = async (relay: RelayServer) => {
    const c = await RawClient.connect(relay.url)
    clients.push(c)
    return c
  }

  beforeAll(async () => {
    redis = await startRedis()
    const options = {
      port: 0,
      redisUrl: redis.url,
      logger: 'silent' as const,
      minTtlSeconds: 1,
      store: { maxBytes: 4 * PER_MESSAGE, maxMessages: 1000, clientShare: 0.5 },
    }
    a = await startRelay(options)
    b = await startRelay(options)
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await Promise.allSettled([a?.close(), b?.close()])
    await redis?.stop()
  })

  it('refuses a client over its share, evicts the oldest across instances, frees space on ack and expiry', async () => {
    const topic = randomTopic()
    const publishers = [await connect(a), await connect(b), await connect(a)]
    for (const [p, publisher] of publishers.entries()) {
      for (const i of [2 * p, 2 * p + 1]) {
        expect(await publisher.request('irn_publish', { topic, message: message(i), ttl: 300 })).toBe(true)
      }
    }
    const third = await publishers[2]?.call('irn_publish', { topic, message: message(99), ttl: 300 })
    expect(third?.error).toMatchObject({ code: RPC_ERROR.STORE_SHARE_EXCEEDED })
    expect((await a.storeUsage()).messages).toBe(4)
    expect(await b.storeUsage()).toEqual(await a.storeUsage())

    const late = await connect(b)
    await late.request('irn_subscribe', { topic })
    const got = await late.waitForDeliveries(4)
    // Messages published in the same millisecond have no order between them: compare as a set.
    expect(got.map((d) => Number(d.data.message.split(':')[0])).sort()).toEqual([2, 3, 4, 5])
    for (let i = 0; i < 100 && (await a.storeUsage()).messages > 0; i++) await sleep(20)
    expect(await a.storeUsage()).toEqual({ bytes: 0, messages: 0 })

    const short = await connect(b)
    await short.request('irn_publish', { topic: randomTopic(), message: message(7), ttl: 1 })
    await sleep(1100)
    await short.request('irn_publish', { topic: randomTopic(), message: message(8), ttl: 300 })
    expect((await b.storeUsage()).messages).toBe(1)
  })
})
