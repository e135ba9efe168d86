import { type MetricFamily, parsePrometheusText, sampleValue } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RelayServer, startRelay } from '../src/index.js'
import { RawClient, randomTopic } from './helpers/rawClient.js'

const TOKEN = 'metrics-token-of-the-scraper'

describe('GET /metrics (Prometheus) on the relay', () => {
  let relay: RelayServer
  let base: string
  const clients: RawClient[] = []
  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent', metricsToken: TOKEN })
    base = `http://127.0.0.1:${relay.port}`
  })
  afterAll(async () => {
    for (const c of clients) c.close()
    await relay.close()
  })

  const scrape = async (): Promise<Map<string, MetricFamily>> => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return parsePrometheusText(await res.text())
  }

  it('is not public when a token is set', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
  })

  it('reports open sockets and the queue of kept messages, and both move', async () => {
    const before = await scrape()
    expect(before.get('portico_relay_sockets')?.type).toBe('gauge')
    expect(sampleValue(before, 'portico_relay_sockets')).toBe(0)
    expect(sampleValue(before, 'portico_relay_queue_messages')).toBe(0)
    expect(sampleValue(before, 'portico_relay_queue_bytes')).toBe(0)

    const publisher = await RawClient.connect(relay.url)
    const other = await RawClient.connect(relay.url)
    clients.push(publisher, other)
    // Nobody subscribes: the relay keeps both messages for delivery.
    for (const message of ['first kept message', 'second kept message'])
      expect((await publisher.call('irn_publish', { topic: randomTopic(), message, ttl: 300 })).result).toBe(
        true,
      )

    const during = await scrape()
    expect(sampleValue(during, 'portico_relay_sockets')).toBe(2)
    expect(sampleValue(during, 'portico_relay_queue_messages')).toBe(2)
    expect(sampleValue(during, 'portico_relay_queue_bytes')).toBeGreaterThan(0)
    expect(during.get('process_resident_memory_bytes')?.type).toBe('gauge')
  })
})
