import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_MESSAGE_CHARS, RPC_ERROR, resolveStoreLimits } from '../src/index.js'
import { RawClient, randomTopic } from './helpers/rawClient.js'
import { type RelayProcess, startRelayProcess } from './helpers/relayProcess.js'

const MiB = 1024 * 1024
/** The stated bound: the relay process's RSS grows by less than this under the flood. */
const RSS_GROWTH_BOUND = 80 * MiB

describe('issue 17: a flood from one socket against the relay as `npm start` runs it', () => {
  let relay: RelayProcess
  const clients: RawClient[] = []
  beforeAll(async () => {
    relay = await startRelayProcess()
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    relay?.kill()
  })

  it('400 publishes of 256 KiB with a 10 s ttl: RSS grows < 80 MiB, the store stays within the client share, others get their messages', async () => {
    const limits = resolveStoreLimits()
    const connect = async () => {
      const c = await RawClient.connect(relay.url)
      clients.push(c)
      return c
    }
    const [attacker, publisher, subscriber] = [await connect(), await connect(), await connect()]
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    const rssBefore = relay.rss()
    let peakRss = rssBefore
    let peakStoreBytes = 0
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, relay.rss())
      relay.health().then(
        (h) => {
          peakStoreBytes = Math.max(peakStoreBytes, h.store.bytes)
        },
        () => {},
      )
    }, 25)
    const codes: unknown[] = []
    const publishOne = async (i: number) => {
      const message = `${i}:`.padEnd(MAX_MESSAGE_CHARS, 'x')
      const answer = await attacker.call('irn_publish', { topic: randomTopic(), message, ttl: 10 })
      codes.push(answer.result === true ? 'ok' : (answer.error as { code: number }).code)
    }
    // All 400 at once, without waiting for any answer.
    const flooding = Promise.all(Array.from({ length: 400 }, (_, i) => publishOne(i)))
    for (let i = 0; i < 20; i++) {
      expect(await publisher.request('irn_publish', { topic, message: `hello ${i}`, ttl: 300 })).toBe(true)
    }
    await flooding
    await new Promise((r) => setTimeout(r, 200))
    clearInterval(sampler)
    const health = await relay.health()
    peakStoreBytes = Math.max(peakStoreBytes, health.store.bytes)

    const accepted = codes.filter((c) => c === 'ok').length
    expect(codes).toHaveLength(400)
    expect(codes.filter((c) => c === RPC_ERROR.STORE_SHARE_EXCEEDED)).toHaveLength(400 - accepted)
    expect(accepted).toBeGreaterThan(0)
    expect(peakStoreBytes).toBeLessThanOrEqual(limits.maxClientBytes + 64 * 1024)
    expect(peakRss - rssBefore).toBeLessThan(RSS_GROWTH_BOUND)
    const got = await subscriber.waitForDeliveries(20, 15_000)
    expect(got.map((d) => d.data.message)).toEqual(Array.from({ length: 20 }, (_, i) => `hello ${i}`))
    console.log('flood', {
      accepted,
      peakStoreBytes,
      rssBeforeMiB: rssBefore / MiB,
      peakRssMiB: peakRss / MiB,
    })
  })
})
