import { startRedis } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CLOSE_CODE_GOING_AWAY,
  CLOSE_REASON_REBALANCE,
  createLogger,
  type RelayServer,
  startRelay,
} from '../src/index.js'
import { socketsToShed } from '../src/rebalance.js'
import { RedisInstanceRegistry } from '../src/store/instanceRegistry.js'
import { RawClient, randomTopic, sleep } from './helpers/rawClient.js'

describe('rebalancing plan (issue 17: both instances carry the load again after a restart)', () => {
  it('sheds half the excess over the share, nothing within the slack or alone', () => {
    const slack = { tolerance: 0.1, minExcess: 10 }
    // B carries all 1,000 clients after A restarted: share 500, it moves 250 this round.
    expect(socketsToShed(1000, [0], slack)).toBe(250)
    expect(socketsToShed(750, [250], slack)).toBe(125)
    expect(socketsToShed(530, [470], slack)).toBe(0)
    expect(socketsToShed(900, [300, 300], slack)).toBe(200)
    expect(socketsToShed(300, [900, 300], slack)).toBe(0)
    expect(socketsToShed(15, [0], slack)).toBe(0)
    expect(socketsToShed(1000, [], slack)).toBe(0)
    expect(socketsToShed(3, [1], { tolerance: 0, minExcess: 0 })).toBe(1)
    // 250 told to go last round and not yet reported by the other instance: counted as theirs.
    expect(socketsToShed(750, [0], slack, 250)).toBe(125)
    // Half a socket over the share (an odd total): moving one would only swap the roles.
    expect(socketsToShed(7, [6], { tolerance: 0, minExcess: 0 })).toBe(0)
  })
})

describe('rebalancing between two instances on Redis (issue 17)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  const relays: RelayServer[] = []
  const clients: RawClient[] = []
  const rebalance = { ratePerSecond: 50, intervalMs: 100, tolerance: 0, minExcess: 0 }
  beforeAll(async () => {
    redis = await startRedis()
  })
  /** Set once the test is over: closed clients no longer follow. */
  let over = false
  afterAll(async () => {
    over = true
    for (const c of clients) c.close()
    for (const r of relays) await r.close()
    await redis?.stop()
  })
  const start = async () => {
    const relay = await startRelay({ port: 0, redisUrl: redis.url, logger: 'silent', rebalance })
    relays.push(relay)
    return relay
  }
  /** Every client (the first and each one after a move) per topic. */
  const byTopic = new Map<string, RawClient[]>()
  /** A client that, told to go, reconnects to `next` and subscribes again, as the official clients do. */
  const follow = async (topic: string, relay: RelayServer, next: () => RelayServer, moves: string[]) => {
    const c = await RawClient.connect(relay.url)
    clients.push(c)
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), c])
    await c.request('irn_subscribe', { topic })
    c.ws.once('close', (code, reason) => {
      if (over) return
      moves.push(`${code} ${reason.toString()}`)
      follow(topic, next(), next, moves)
    })
    return c
  }

  it('the registry answers the other live instances, and forgets one silent for longer than staleAfterMs', async () => {
    const one = new RedisInstanceRegistry(redis.url, createLogger('silent'))
    const two = new RedisInstanceRegistry(redis.url, createLogger('silent'))
    try {
      expect(await one.report(5, 60_000)).toEqual([])
      expect(await two.report(7, 60_000)).toEqual([5])
      await sleep(300)
      // Reported 300 ms ago: gone for a 200 ms staleness, and dropped from the hash.
      expect(await two.report(7, 200)).toEqual([])
      expect(await one.report(5, 60_000)).toEqual([7])
    } finally {
      await one.leave()
      await two.leave()
    }
  })

  it('an instance holding every socket tells the excess to move (1001) until both hold half, losing nothing', async () => {
    const a = await start()
    const topics = Array.from({ length: 12 }, () => randomTopic())
    let b: RelayServer | undefined
    const moves: string[] = []
    await Promise.all(topics.map((t) => follow(t, a, () => b as RelayServer, moves)))
    const publisher = await RawClient.connect(a.url)
    clients.push(publisher)
    // Alone, A keeps all 13 sockets.
    await sleep(400)
    expect(moves).toEqual([])
    b = await start()
    for (const topic of topics) await publisher.request('irn_publish', { topic, message: 'during', ttl: 300 })
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline && (a.connections !== 7 || b.connections !== 6)) await sleep(50)
    expect([a.connections, b.connections]).toEqual([7, 6])
    expect(moves.length).toBe(6)
    expect(new Set(moves)).toEqual(new Set([`${CLOSE_CODE_GOING_AWAY} ${CLOSE_REASON_REBALANCE}`]))
    // Published while the clients moved, then after: every message reached its topic's subscriber.
    for (const topic of topics) await publisher.request('irn_publish', { topic, message: 'after', ttl: 300 })
    const received = (topic: string) =>
      (byTopic.get(topic) ?? []).flatMap((c) => c.deliveries.map((d) => d.data.message)).sort()
    while (Date.now() < deadline && !topics.every((t) => received(t).length >= 2)) await sleep(50)
    for (const topic of topics) expect(received(topic)).toEqual(['after', 'during'])
  })
})
