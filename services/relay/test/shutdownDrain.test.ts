import { startRedis } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RelayServer, startRelay } from '../src/index.js'
import { drainTarget } from '../src/shutdownDrain.js'
import { RawClient, randomTopic, sleep } from './helpers/rawClient.js'

describe('shutdown drain pace (issue 17: restart without a reconnect storm)', () => {
  it('tells one socket at once, then rate per second, all within maxMs; rate 0 tells all at once', () => {
    const pace = { ratePerSecond: 500, maxMs: 1000 }
    expect(drainTarget(500, 0, pace)).toBe(1)
    expect(drainTarget(500, 100, pace)).toBe(50)
    expect(drainTarget(500, 999, pace)).toBe(500)
    expect(drainTarget(3, 4, pace)).toBe(2)
    expect(drainTarget(3, 10, pace)).toBe(3)
    // Many sockets: the deadline sets the pace (10,000 within 1 s, not 20 s).
    expect(drainTarget(10_000, 500, pace)).toBe(5000)
    expect(drainTarget(10_000, 1000, pace)).toBe(10_000)
    expect(drainTarget(500, 0, { ratePerSecond: 0, maxMs: 1000 })).toBe(500)
  })
})

describe('graceful close of one of two instances on Redis (issue 17)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let b: RelayServer
  const clients: RawClient[] = []
  beforeAll(async () => {
    redis = await startRedis()
    b = await startRelay({ port: 0, redisUrl: redis.url, logger: 'silent' })
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await b?.close()
    await redis?.stop()
  })
  const connect = async (relay: RelayServer) => {
    const c = await RawClient.connect(relay.url)
    clients.push(c)
    return c
  }

  it('tells its sockets to go (1001) a few at a time, serves the others meanwhile, and nothing is lost', async () => {
    // 2 sockets per second: the 3 sockets are told over the whole drain (1 s, SHUTDOWN_DRAIN_MAX_MS).
    const a = await startRelay({ port: 0, redisUrl: redis.url, logger: 'silent', shutdownCloseRate: 2 })
    const topics = [randomTopic(), randomTopic(), randomTopic()]
    const onA = await Promise.all(topics.map(() => connect(a)))
    await Promise.all(onA.map((c, i) => c.request('irn_subscribe', { topic: topics[i] })))
    const publisher = await connect(b)
    const closes = onA.map(
      (c) => new Promise<{ code: number }>((resolve) => c.ws.once('close', (code) => resolve({ code }))),
    )
    const told = new Set<number>()
    for (const [i, p] of closes.entries()) p.then(() => told.add(i))
    const closed = a.close()
    // The first socket is told at once, the others over the next second: they are still served meanwhile.
    await Promise.all(
      topics.map((topic) => publisher.request('irn_publish', { topic, message: 'meanwhile', ttl: 300 })),
    )
    const servedBeforeTold = await Promise.all(
      onA.map((c, i) =>
        Promise.race([c.waitForDeliveries(1, 10_000).then(() => !told.has(i)), closes[i]?.then(() => false)]),
      ),
    )
    // A few at a time, not all at once: some socket was still served after the drain began.
    expect(servedBeforeTold).toContain(true)
    const all = await Promise.all(closes)
    await closed
    expect(all.map((c) => c.code)).toEqual([1001, 1001, 1001])

    // Published while the clients were away: kept in Redis, delivered once they subscribe on B.
    for (const topic of topics) {
      await publisher.request('irn_publish', { topic, message: 'while-away', ttl: 300 })
    }
    const back = await Promise.all(topics.map(() => connect(b)))
    await Promise.all(back.map((c, i) => c.request('irn_subscribe', { topic: topics[i] })))
    for (const c of back) await c.waitForDeliveries(1, 10_000)
    await sleep(200)
    const received = topics.map((_, i) => [
      ...(onA[i]?.deliveries ?? []).map((d) => d.data.message),
      ...(back[i]?.deliveries ?? []).map((d) => d.data.message),
    ])
    for (const got of received) expect(got).toContain('while-away')
    // What was published "meanwhile" reached its client on A or, if it was told to go first, on B.
    for (const got of received) expect(got).toContain('meanwhile')
  })
})
