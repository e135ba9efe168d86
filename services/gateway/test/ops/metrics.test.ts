import { type MetricFamily, parsePrometheusText, sampleValue } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const TOKEN = 'metrics-token-of-the-scraper'
const CHAIN = 'eip155:31337'
/** Generous ceiling of a positive wait on a loaded machine. */
const WAIT = { timeout: 30_000, interval: 100 }
const pglite = DATABASES.find((d) => d.name === 'pglite') ?? DATABASES[0]!

describe('GET /metrics (Prometheus) on the gateway', () => {
  let chain: TestChain
  let gw: RunningGateway
  beforeAll(async () => {
    chain = await startAnvil(31337)
    gw = await startGateway(pglite, {
      rpcUrls: { [CHAIN]: chain.rpcUrl },
      indexerPollMs: 100,
      metricsToken: TOKEN,
    })
  })
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  const scrape = async (): Promise<Map<string, MetricFamily>> => {
    const res = await fetch(`${gw.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return parsePrometheusText(await res.text())
  }
  /** Scrapes until `read` of the scrape passes `ok` (the hook counts a request once its answer is sent). */
  const scrapeUntil = (read: (m: Map<string, MetricFamily>) => number, ok: (value: number) => boolean) =>
    vi.waitFor(async () => {
      const value = read(await scrape())
      expect(ok(value)).toBe(true)
      return value
    }, WAIT)

  it('is not public when a token is set: no token or a wrong one gets 401', async () => {
    const none = await fetch(`${gw.base}/metrics`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect(((await none.json()) as { code: string }).code).toBe('UNAUTHORIZED')
    const wrong = await fetch(`${gw.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })
    expect(wrong.status).toBe(401)
  })

  it('counts requests and their latency by route pattern, and error answers by class', async () => {
    const before = await scrape()
    const health = { method: 'GET', route: '/health', status: '200' }
    const requests = sampleValue(before, 'portico_http_requests_total', health)
    const latency = sampleValue(before, 'portico_http_request_duration_seconds_count', { route: '/health' })
    const errors = sampleValue(before, 'portico_http_errors_total', { route: 'unmatched', class: '4xx' })
    for (let i = 0; i < 3; i++) expect((await fetch(`${gw.base}/health`)).status).toBe(200)
    expect((await fetch(`${gw.base}/no/such/path/${'x'.repeat(20)}`)).status).toBe(404)

    await scrapeUntil(
      (m) => sampleValue(m, 'portico_http_requests_total', health),
      (v) => v === requests + 3,
    )
    await scrapeUntil(
      (m) => sampleValue(m, 'portico_http_errors_total', { route: 'unmatched', class: '4xx' }),
      (v) => v === errors + 1,
    )
    const after = await scrape()
    const histogram = after.get('portico_http_request_duration_seconds')
    expect(histogram?.type).toBe('histogram')
    expect(sampleValue(after, 'portico_http_request_duration_seconds_count', { route: '/health' })).toBe(
      latency + 3,
    )
    expect(
      sampleValue(after, 'portico_http_request_duration_seconds_bucket', { route: '/health', le: '+Inf' }),
    ).toBe(latency + 3)
    expect(
      sampleValue(after, 'portico_http_request_duration_seconds_sum', { route: '/health' }),
    ).toBeGreaterThan(0)
    // A 404 is one series whatever path was asked, so strangers cannot grow the label set.
    const routes = new Set(after.get('portico_http_requests_total')?.samples.map((s) => s.labels.route))
    expect([...routes].some((route) => route?.startsWith('/no/'))).toBe(false)
    expect(after.get('process_cpu_seconds_total')?.type).toBe('counter')
  })

  it("reports the indexer's head and lag for the chain it leads, and the head moves with the chain", async () => {
    const head = await scrapeUntil(
      (m) => sampleValue(m, 'portico_indexer_head_block', { chain: CHAIN }),
      (v) => v >= 0,
    )
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
    })
    await scrapeUntil(
      (m) => sampleValue(m, 'portico_indexer_head_block', { chain: CHAIN }),
      (v) => v >= head + 5,
    )
    const lag = (await scrape()).get('portico_indexer_lag_blocks')
    expect(lag?.type).toBe('gauge')
    const sample = lag?.samples.find((s) => s.labels.chain === CHAIN)
    expect(sample?.value).toBeGreaterThanOrEqual(0)
  })
})
