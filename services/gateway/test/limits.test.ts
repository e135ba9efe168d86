import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BODY_LIMIT_BYTES,
  configFromEnv,
  createRateLimitStore,
  FixedWindowLimiter,
  MemoryRateLimitStore,
} from '../src/index.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

/** Low limits for the test, so a handful of requests reaches them. */
const IP_LIMIT = 8
const PROJECT_LIMIT = 3
/** Short window for the reset test. */
const SHORT_WINDOW_MS = 1000
const DEV = 'portico-dev'

const postEvent = (base: string, body: string) =>
  fetch(`${base}/e?projectId=${DEV}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body,
  })

/** A valid `/e` body padded (in `props.pad`) to exactly `size` bytes. */
function eventBodyOfSize(size: number): string {
  const head = '{"eventId":"pad","timestamp":1,"props":{"pad":"'
  const tail = '"}}'
  return head + 'a'.repeat(size - head.length - tail.length) + tail
}

describe.each(DATABASES)('limits on $name', (database) => {
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(database)
  })
  afterAll(() => gw?.close())

  it('a body of exactly 1 MiB is read; one byte more gets 413 with a JSON error', async () => {
    const atLimit = eventBodyOfSize(BODY_LIMIT_BYTES)
    expect(Buffer.byteLength(atLimit)).toBe(BODY_LIMIT_BYTES)
    // Read in full (not refused for the body limit), then refused for its props (test/abuse/events.test.ts).
    const read = await postEvent(gw.base, atLimit)
    expect(read.status).toBe(413)
    expect(await read.json()).toMatchObject({ field: 'body.props' })
    const over = await postEvent(gw.base, eventBodyOfSize(BODY_LIMIT_BYTES + 1))
    expect(over.status).toBe(413)
    expect(over.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await over.json()).toEqual({
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    })
    const rpc = await fetch(`${gw.base}/v1/?chainId=eip155:31337&projectId=${DEV}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ' '.repeat(BODY_LIMIT_BYTES * 2),
    })
    expect(rpc.status).toBe(413)
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
  })
})

describe('rate limits (configured per gateway instance)', () => {
  const database = DATABASES[0]!
  let gw: RunningGateway
  afterAll(() => gw?.close())

  it('per IP: the request past the limit gets 429 JSON with Retry-After, on any route', async () => {
    gw = await startGateway(database, { rateLimitPerIp: IP_LIMIT, rateLimitPerProject: 1000 })
    for (let i = 0; i < IP_LIMIT; i++) expect((await fetch(`${gw.base}/health`)).status).toBe(200)
    const limited = await fetch(`${gw.base}/getWallets?entries=1`, {
      headers: { origin: 'http://127.0.0.1:1' },
    })
    expect(limited.status).toBe(429)
    // S-12: the page can read the 429 (and its Retry-After) to show 'Rate Limited'.
    expect(limited.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1')
    expect(limited.headers.get('access-control-expose-headers')).toContain('retry-after')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true)
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too Many Requests' })
    expect((await fetch(`${gw.base}/health`)).status).toBe(429)
    await gw.close()
  })

  it('per project: the project past its limit gets 429 with Retry-After; other projects and no project do not', async () => {
    gw = await startGateway(database, {
      rateLimitPerIp: 1000,
      rateLimitPerProject: PROJECT_LIMIT,
      // One address may use the whole quota here; test/abuse/projectQuota.test.ts covers the share.
      rateLimitProjectIpShare: 1,
    })
    const origins = (id: string) => fetch(`${gw.base}/projects/v1/origins?projectId=${id}`)
    for (let i = 0; i < PROJECT_LIMIT; i++) expect((await origins(DEV)).status).toBe(200)
    const limited = await origins(DEV)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    const cors = await fetch(`${gw.base}/getWallets?projectId=${DEV}`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(cors.status).toBe(429)
    expect(cors.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect((await fetch(`${gw.base}/getWallets?entries=1`)).status).toBe(200)
    expect((await origins('other-project')).status).toBe(403)
    await gw.close()
  })

  it('the window resets: after it passes, requests are served again', async () => {
    gw = await startGateway(database, { rateLimitPerIp: 2, rateLimitWindowMs: SHORT_WINDOW_MS })
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
    const limited = await fetch(`${gw.base}/health`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    await new Promise((r) => setTimeout(r, SHORT_WINDOW_MS + 100))
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
  })

  it('without REDIS_URL the store is in memory and decides synchronously (no promise on the hot path)', async () => {
    const store = createRateLimitStore({}, { warn: () => undefined, info: () => undefined })
    expect(store).toBeInstanceOf(MemoryRateLimitStore)
    const limiter = store.limiter('ip', 1, SHORT_WINDOW_MS)
    expect(limiter).toBeInstanceOf(FixedWindowLimiter)
    expect(limiter.hit('198.51.100.7')).toEqual({ allowed: true, retryAfterSec: 1 })
    expect(limiter.hit('198.51.100.7')).toEqual({ allowed: false, retryAfterSec: 1 })
    await store.close()
  })

  it('reads the limits from PORTICO_RATE_LIMIT_IP, _PROJECT, _WINDOW_MS and _REDIS_TIMEOUT_MS, refusing bad values', () => {
    const config = configFromEnv({
      PORTICO_RATE_LIMIT_IP: '10',
      PORTICO_RATE_LIMIT_PROJECT: '20',
      PORTICO_RATE_LIMIT_WINDOW_MS: '30000',
    })
    expect(config).toMatchObject({ rateLimitPerIp: 10, rateLimitPerProject: 20, rateLimitWindowMs: 30_000 })
    expect(configFromEnv({ PORTICO_RATE_LIMIT_REDIS_TIMEOUT_MS: '40' }).rateLimitRedisTimeoutMs).toBe(40)
    for (const bad of ['0', '-5', '1.5', 'abc', '1e3x']) {
      expect(() => configFromEnv({ PORTICO_RATE_LIMIT_IP: bad })).toThrow(
        'PORTICO_RATE_LIMIT_IP must be a positive integer',
      )
    }
  })
})
