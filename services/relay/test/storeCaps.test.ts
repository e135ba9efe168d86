import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAX_MESSAGE_CHARS,
  type RelayServer,
  RPC_ERROR,
  resolveStoreLimits,
  STORED_MESSAGE_OVERHEAD_BYTES,
  startRelay,
} from '../src/index.js'
import { RawClient, randomTopic } from './helpers/rawClient.js'

/** A distinct message of exactly `chars` characters (distinct: identical publishes are deduplicated). */
const bigMessage = (i: number, chars = MAX_MESSAGE_CHARS) => `${i}:`.padEnd(chars, 'x')

const MiB = 1024 * 1024

/** Publish answers of a flood: accepted count and the refusals' errors. */
async function flood(c: RawClient, count: number, ttl: number) {
  const errors: { code: number; message: string }[] = []
  let accepted = 0
  for (let i = 0; i < count; i++) {
    const answer = await c.call('irn_publish', { topic: randomTopic(), message: bigMessage(i), ttl })
    if (answer.result === true) accepted++
    else errors.push(answer.error as { code: number; message: string })
  }
  return { accepted, errors }
}

describe('store caps: a flood from one socket stays bounded and others still get their messages', () => {
  let relay: RelayServer
  const clients: RawClient[] = []
  const connect = async (r: RelayServer = relay) => {
    const c = await RawClient.connect(r.url)
    clients.push(c)
    return c
  }
  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent' })
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await relay.close()
  })

  it('400 publishes of 256 KiB with a 5 min ttl (none expires during the flood, however slow the machine): the store keeps at most the client share, rss grows < 96 MiB, others are served', async () => {
    const limits = resolveStoreLimits()
    const attacker = await connect()
    const publisher = await connect()
    const subscriber = await connect()
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    global.gc?.()
    const rssBefore = process.memoryUsage().rss
    let peakBytes = 0
    let peakRss = rssBefore
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss)
      relay.storeUsage().then((u) => {
        peakBytes = Math.max(peakBytes, u.bytes)
      })
    }, 20)
    const flooding = flood(attacker, 400, 300)
    // Meanwhile another client's messages go through.
    for (let i = 0; i < 20; i++) {
      expect(await publisher.request('irn_publish', { topic, message: `hello ${i}`, ttl: 300 })).toBe(true)
    }
    const { accepted, errors } = await flooding
    clearInterval(sampler)
    const usage = await relay.storeUsage()
    peakBytes = Math.max(peakBytes, usage.bytes)
    peakRss = Math.max(peakRss, process.memoryUsage().rss)

    const perMessage = 2 * MAX_MESSAGE_CHARS // the message and its delivered JSON
    expect(accepted).toBeLessThanOrEqual(Math.floor(limits.maxClientBytes / perMessage))
    expect(accepted).toBeGreaterThan(0)
    expect(errors).toHaveLength(400 - accepted)
    expect(errors[0]).toEqual({
      code: RPC_ERROR.STORE_SHARE_EXCEEDED,
      message: `Store share exceeded: one network address may keep ${limits.maxClientMessages} messages and ${limits.maxClientBytes} bytes undelivered; wait for them to be delivered or expire`,
    })
    expect(peakBytes).toBeLessThanOrEqual(limits.maxClientBytes + 20 * (STORED_MESSAGE_OVERHEAD_BYTES + 1024))
    expect(peakRss - rssBefore).toBeLessThan(96 * MiB)
    const got = await subscriber.waitForDeliveries(20, 15_000)
    expect(got.map((d) => d.data.message)).toEqual(Array.from({ length: 20 }, (_, i) => `hello ${i}`))
  })

  it("20 self-made client ids from one network share one store share: they cannot evict another client's undelivered message", async () => {
    // Room for 8 messages in total, 2 per network. Before the share was keyed by network, each fresh client id
    // (a key pair made in a millisecond) had its own share, and 20 of them evicted everyone's messages.
    const small = await startRelay({
      port: 0,
      logger: 'silent',
      store: { maxBytes: 64 * MiB, maxMessages: 8, clientShare: 0.25 },
    })
    try {
      const victimTopic = randomTopic()
      const victim = await connect(small)
      expect(
        await victim.request('irn_publish', { topic: victimTopic, message: 'for the wallet', ttl: 300 }),
      ).toBe(true)
      const refusals: number[] = []
      let accepted = 0
      for (let id = 0; id < 20; id++) {
        const attacker = await RawClient.connect(small.url, { localAddress: '127.0.0.1' })
        clients.push(attacker)
        for (let i = 0; i < 2; i++) {
          const answer = await attacker.call('irn_publish', {
            topic: randomTopic(),
            message: `spam ${id} ${i}`,
            ttl: 300,
          })
          if (answer.result === true) accepted++
          else refusals.push((answer.error as { code: number }).code)
        }
      }
      expect(accepted).toBe(2)
      expect(refusals).toEqual(Array(38).fill(RPC_ERROR.STORE_SHARE_EXCEEDED))
      const wallet = await connect(small)
      await wallet.request('irn_subscribe', { topic: victimTopic })
      expect((await wallet.waitForDeliveries(1)).map((d) => d.data.message)).toEqual(['for the wallet'])
    } finally {
      await small.close()
    }
  })

  it('evicts the oldest messages first when the total is reached', async () => {
    const perMessage = 2 * 1000 + STORED_MESSAGE_OVERHEAD_BYTES + 300
    // Room for 4 messages in total, 2 per client: three clients publishing 2 each evict the first two.
    const small = await startRelay({
      port: 0,
      logger: 'silent',
      store: { maxBytes: 4 * perMessage, maxMessages: 1000, clientShare: 0.5 },
    })
    try {
      const topic = randomTopic()
      for (let p = 0; p < 3; p++) {
        const publisher = await connect(small)
        for (const i of [2 * p, 2 * p + 1]) {
          await publisher.request('irn_publish', { topic, message: bigMessage(i, 1000), ttl: 300 })
        }
      }
      expect((await small.storeUsage()).messages).toBe(4)
      const late = await connect(small)
      await late.request('irn_subscribe', { topic })
      const got = await late.waitForDeliveries(4)
      expect(got.map((d) => Number(d.data.message.split(':')[0]))).toEqual([2, 3, 4, 5])
    } finally {
      await small.close()
    }
  })

  it('counts messages too, and frees a client share once its messages are acknowledged', async () => {
    const small = await startRelay({ port: 0, logger: 'silent', store: { maxMessages: 8, clientShare: 0.5 } })
    try {
      const publisher = await connect(small)
      const topic = randomTopic()
      const publish = (i: number) => publisher.call('irn_publish', { topic, message: `m${i}`, ttl: 300 })
      for (let i = 0; i < 4; i++) expect((await publish(i)).result).toBe(true)
      expect((await publish(4)).error).toMatchObject({ code: RPC_ERROR.STORE_SHARE_EXCEEDED })
      const reader = await connect(small)
      await reader.request('irn_subscribe', { topic })
      await reader.waitForDeliveries(4)
      for (let i = 0; i < 200 && (await small.storeUsage()).messages > 0; i++) {
        await new Promise((r) => setTimeout(r, 10))
      }
      expect(await small.storeUsage()).toEqual({ bytes: 0, messages: 0 })
      expect((await publish(5)).result).toBe(true)
    } finally {
      await small.close()
    }
  })
})
