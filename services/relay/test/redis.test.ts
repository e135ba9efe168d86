import { startRedis } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RelayServer, startRelay } from '../src/index.js'
import { RawClient, randomTopic, sleep } from './helpers/rawClient.js'
import {
  closeClients,
  createDapp,
  createWallet,
  FAKE_SIGNATURE,
  pairSignDisconnect,
} from './helpers/wcClients.js'

describe('two relay instances sharing topic state over Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let a: RelayServer
  let b: RelayServer
  const clients: RawClient[] = []

  beforeAll(async () => {
    redis = await startRedis()
    a = await startRelay({ port: 0, redisUrl: redis.url, logger: 'silent', minTtlSeconds: 1 })
    b = await startRelay({ port: 0, redisUrl: redis.url, logger: 'silent', minTtlSeconds: 1 })
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await Promise.allSettled([a?.close(), b?.close()])
    await redis?.stop()
  })

  const connect = async (relay: RelayServer) => {
    const c = await RawClient.connect(relay.url)
    clients.push(c)
    return c
  }

  it('a subscriber on instance A receives what a client on instance B publishes', async () => {
    const topic = randomTopic()
    const subscriber = await connect(a)
    const publisher = await connect(b)
    await subscriber.request('irn_subscribe', { topic })
    expect(
      await publisher.request('irn_publish', { topic, message: 'hello-across', ttl: 300, tag: 1108 }),
    ).toBe(true)
    const [delivery] = await subscriber.waitForDeliveries(1)
    expect(delivery?.data).toMatchObject({ topic, message: 'hello-across', tag: 1108 })
  })

  it('a late subscriber on instance A gets what was published on B before it subscribed, once', async () => {
    const topic = randomTopic()
    const publisher = await connect(b)
    await publisher.request('irn_publish', { topic, message: 'kept-in-redis', ttl: 300 })
    await publisher.request('irn_publish', { topic, message: 'kept-in-redis', ttl: 300 })
    const late = await connect(a)
    await late.request('irn_subscribe', { topic })
    await late.waitForDeliveries(1)
    await sleep(200)
    expect(late.deliveries.map((d) => d.data.message)).toEqual(['kept-in-redis'])
  })

  it('a message acknowledged by a subscriber is not delivered to a later one', async () => {
    const topic = randomTopic()
    const publisher = await connect(b)
    await publisher.request('irn_publish', { topic, message: 'acked-once', ttl: 300 })
    const first = await connect(a)
    await first.request('irn_subscribe', { topic })
    await first.waitForDeliveries(1)
    await sleep(200)
    const second = await connect(b)
    await second.request('irn_subscribe', { topic })
    await sleep(300)
    expect(second.deliveries).toEqual([])
  })

  it('an expired message is never delivered', async () => {
    const topic = randomTopic()
    const publisher = await connect(b)
    await publisher.request('irn_publish', { topic, message: 'expires-unseen', ttl: 1 })
    await sleep(1100)
    const late = await connect(a)
    await late.request('irn_subscribe', { topic })
    await sleep(300)
    expect(late.deliveries).toEqual([])
  })

  it('official clients pair across instances: dapp on A, wallet on B', async () => {
    const dapp = await createDapp(a.url)
    const wallet = await createWallet(b.url)
    try {
      const { session, signature, deletedTopic } = await pairSignDisconnect(dapp, wallet)
      expect(signature).toBe(FAKE_SIGNATURE)
      expect(deletedTopic).toBe(session.topic)
    } finally {
      await closeClients(dapp, wallet)
    }
  })
})
