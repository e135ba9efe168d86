import { startRedis } from '@portico/test-servers'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger, RedisTopicStore } from '../src/index.js'
import { REDIS_KEY_PREFIX } from '../src/store/redisStore.js'
import { createRelayMessage } from '../src/store/relayMessage.js'
import type { RelayMessage } from '../src/store/types.js'
import { randomTopic } from './helpers/rawClient.js'

const channel = (topic: string) => `${REDIS_KEY_PREFIX}t:${topic}`

/** Polls `check` until it passes or `timeoutMs` ends (then fails with its last error). */
async function eventually(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (e) {
      if (Date.now() > deadline) throw e
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

describe('Redis store: the subscribes of one tick go out as one SUBSCRIBE (issue 17: reconnect bursts)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let admin: Redis
  let store: RedisTopicStore
  let publisher: RedisTopicStore
  beforeAll(async () => {
    redis = await startRedis()
    admin = new Redis(redis.url)
    store = new RedisTopicStore(redis.url, createLogger('silent'))
    publisher = new RedisTopicStore(redis.url, createLogger('silent'))
    await Promise.all([store.ready(), publisher.ready()])
  })
  afterAll(async () => {
    await Promise.allSettled([store?.close(), publisher?.close(), admin?.quit()])
    await redis?.stop()
  })

  const calls = async (command: 'subscribe' | 'unsubscribe') => {
    const stats = await admin.info('commandstats')
    return Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0)
  }
  const numsub = async (topic: string) => Number((await admin.pubsub('NUMSUB', channel(topic)))[1])
  const publish = (topic: string, message: string) =>
    publisher.publish(createRelayMessage({ topic, message, ttlSeconds: 60, tag: 1, senderId: 'did:key:p' }))

  it('200 subscribes in one tick: one SUBSCRIBE, every listener gets its live messages; 200 unsubscribes: one UNSUBSCRIBE', async () => {
    const topics = Array.from({ length: 200 }, () => randomTopic())
    const got = new Map<string, string[]>()
    const listeners = new Map<string, (m: RelayMessage) => void>()
    const before = await calls('subscribe')
    for (const t of topics) {
      listeners.set(t, (m: RelayMessage) => got.set(t, [...(got.get(t) ?? []), m.message]))
    }
    await Promise.all(topics.map((t) => store.subscribe(t, listeners.get(t) as (m: RelayMessage) => void)))
    expect((await calls('subscribe')) - before).toBe(1)
    await Promise.all(topics.map((t, i) => publish(t, `live-${i}`)))
    await eventually(() => expect(got.size).toBe(200))
    expect(topics.map((t) => got.get(t))).toEqual(topics.map((_, i) => [`live-${i}`]))

    const unsubscribesBefore = await calls('unsubscribe')
    for (const t of topics) store.unsubscribe(t, listeners.get(t) as (m: RelayMessage) => void)
    await eventually(async () => expect(await numsub(topics[199] as string)).toBe(0))
    expect((await calls('unsubscribe')) - unsubscribesBefore).toBe(1)
    expect(await numsub(topics[0] as string)).toBe(0)
  })

  it('a topic unsubscribed in the tick it was subscribed is not left subscribed; subscribed again, it is', async () => {
    const gone = randomTopic()
    const again = randomTopic()
    const listener = () => {}
    const got: string[] = []
    const subscribed = Promise.all([store.subscribe(gone, listener), store.subscribe(again, listener)])
    store.unsubscribe(gone, listener)
    store.unsubscribe(again, listener)
    const resubscribed = store.subscribe(again, (m) => got.push(m.message))
    await Promise.all([subscribed, resubscribed])
    expect(await numsub(gone)).toBe(0)
    expect(await numsub(again)).toBe(1)
    await publish(again, 'after-resubscribe')
    await eventually(() => expect(got).toEqual(['after-resubscribe']))
  })
})
