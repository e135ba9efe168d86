import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text as readText } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import type { PorticoOptions } from '../options.js'
import { evmNetwork, injectedConnector, scriptedAdapter } from '../testing/fixtures.js'
import { memoryStorage } from '../testing/memoryStorage.js'
import { CONFIG_FETCH_FAILED_WARNING, CONFIG_MALFORMED_WARNING, CONFIG_NOTICE } from './applyProjectConfig.js'

type Answer = { status: number; body?: unknown }

/** A gateway stand-in on an ephemeral port: answers each path from `routes` (404 otherwise) and records requests. */
async function startGateway(routes: Record<string, Answer>) {
  const received: { path: string; query: URLSearchParams; body: unknown }[] = []
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const text = await readText(req)
    received.push({ path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined })
    const answer = routes[url.pathname] ?? { status: 404, body: { code: 'NOT_FOUND', message: 'no route' } }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    paths: () => received.map((r) => r.path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const PAGE = 'http://app.example.test:5173'
const CONFIG = '/appkit/v1/config'
const ORIGINS = '/projects/v1/origins'

describe('remote project configuration and its alerts (P, S)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined
  let warn: { mock: { calls: unknown[][] }; mockRestore(): void }
  beforeEach(() => {
    // A browser page: the client reads its configuration only there.
    vi.stubGlobal('window', globalThis)
    vi.stubGlobal('location', new URL(`${PAGE}/`))
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    warn.mockRestore()
    await gateway?.close()
    gateway = undefined
  })

  const client = async (routes: Record<string, Answer>, options: Partial<PorticoOptions> = {}) => {
    gateway ??= await startGateway(routes)
    const c = createPorticoClient(
      {
        projectId: 'acme',
        networks: [evmNetwork(1)],
        gatewayUrl: gateway.url,
        sdkType: 'portico',
        sdkVersion: 'test-1',
        features: { analytics: false },
        ...options,
      },
      { storage: memoryStorage(new Map()) },
    )
    return { c, alert: () => c.stores.notifications.getState().alert?.message }
  }
  const warnings = () => warn.mock.calls.map((call: unknown[]) => String(call[0]))

  it('P-01 A-10 one config request with projectId, st, sv; remote features win, with the notice', async () => {
    const routes = {
      [CONFIG]: {
        status: 200,
        body: { features: [{ id: 'social_login', isEnabled: true, config: ['email', 'github'] }] },
      },
      [ORIGINS]: { status: 200, body: { allowedOrigins: ['http://*.example.test:5173'] } },
    }
    const { c, alert } = await client(routes, { features: { socials: ['google'], analytics: false } })
    await c.applyProjectConfig()
    expect(gateway?.paths()).toEqual([CONFIG, ORIGINS])
    expect(Object.fromEntries(gateway?.received[0]?.query ?? [])).toEqual({
      projectId: 'acme',
      st: 'portico',
      sv: 'test-1',
    })
    expect(c.stores.options.getState().features).toMatchObject({ email: true, socials: ['github'] })
    expect(warnings().filter((w) => w.startsWith(CONFIG_NOTICE))).toHaveLength(1)
    expect(alert()).toBeUndefined()
  })

  it('P-02 the config fetch fails → local features.email=false is honoured, with the warning', async () => {
    const { c, alert } = await client({}, { features: { email: false, analytics: false } })
    await c.applyProjectConfig()
    expect(c.stores.options.getState().features.email).toBe(false)
    expect(warnings()).toEqual([CONFIG_FETCH_FAILED_WARNING])
    expect(alert()).toBeUndefined()
  })

  it('P-02 a malformed configuration falls back to local options with one warning', async () => {
    const { c } = await client(
      { [CONFIG]: { status: 200, body: { features: [{ id: 'swap', isEnabled: 'no' }] } } },
      { features: { swaps: true, analytics: false } },
    )
    await c.applyProjectConfig()
    expect(c.stores.options.getState().features.swaps).toBe(true)
    expect(warnings()).toEqual([CONFIG_MALFORMED_WARNING])
    expect(String(warn.mock.calls[0]?.[1])).toContain('features[0].isEnabled')
  })

  it('P-02 in basic mode every remote feature is off', async () => {
    const { c } = await client(
      { [CONFIG]: { status: 200, body: { features: [] } } },
      { basic: true, features: { swaps: true, email: true, analytics: false } },
    )
    await c.applyProjectConfig()
    expect(c.stores.options.getState().features).toMatchObject({ swaps: false, email: false, onramp: false })
  })

  it('Performance: a configuration given inline makes no request, and its allow-list is checked locally', async () => {
    const { c, alert } = await client(
      {},
      {
        features: { email: true, analytics: false },
        projectConfig: {
          features: [{ id: 'swap', isEnabled: false, config: null }],
          allowedOrigins: ['https://ok.test'],
        },
      },
    )
    await c.applyProjectConfig()
    expect(gateway?.paths()).toEqual([])
    expect(c.stores.options.getState().features.swaps).toBe(false)
    expect(alert()).toBe('Invalid App Configuration')
  })

  it("S-09 P-16 the gateway's 'Unauthorized: invalid key' shows 'Invalid Project ID'", async () => {
    const { c, alert } = await client({
      [CONFIG]: { status: 403, body: { code: 'UNKNOWN_PROJECT', message: 'Unauthorized: invalid key' } },
    })
    await c.applyProjectConfig()
    expect(alert()).toBe('Invalid Project ID')
  })

  it("S-05 P-16 the gateway's 'Unauthorized: origin not allowed' shows 'Invalid App Configuration'", async () => {
    const { c, alert } = await client({
      [CONFIG]: {
        status: 403,
        body: { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' },
      },
    })
    await c.applyProjectConfig()
    expect(alert()).toBe('Invalid App Configuration')
  })

  it.each([
    [429, 'Rate Limited'],
    [503, 'Server Error'],
    [404, undefined],
  ])('P-06 S-11 S-12 the origins fetch answering %i → %s', async (status, expected) => {
    const { c, alert } = await client(
      {
        [CONFIG]: { status: 200, body: { features: [] } },
        [ORIGINS]: { status, body: { code: 'X', message: 'busy' } },
      },
      { features: { email: true, analytics: false } },
    )
    await c.applyProjectConfig()
    expect(gateway?.paths()).toEqual([CONFIG, ORIGINS])
    expect(alert()).toBe(expected)
  })

  it('S-12 S-11 the config fetch answering 429 or 5xx shows the same alerts', async () => {
    const limited = await client({ [CONFIG]: { status: 429, body: { code: 'RATE_LIMITED' } } })
    await limited.c.applyProjectConfig()
    expect(limited.alert()).toBe('Rate Limited')
  })

  it("P-08 S-10 an origins answer without a list shows 'Project ID Not Configured'", async () => {
    const { c, alert } = await client(
      { [CONFIG]: { status: 200, body: { features: [] } }, [ORIGINS]: { status: 200, body: {} } },
      { features: { socials: ['google'], analytics: false } },
    )
    await c.applyProjectConfig()
    expect(alert()).toBe('Project ID Not Configured')
  })

  it("P-05 P-07 an origin no pattern matches shows 'Invalid App Configuration'; a matching one nothing", async () => {
    const routes = {
      [CONFIG]: { status: 200, body: { features: [] } },
      [ORIGINS]: { status: 200, body: { allowedOrigins: ['https://ok.test'] } },
    }
    const refused = await client(routes, { features: { email: true, analytics: false } })
    await refused.c.applyProjectConfig()
    expect(refused.alert()).toBe('Invalid App Configuration')
    vi.stubGlobal('location', new URL('https://ok.test/'))
    const allowed = await client(routes, { features: { email: true, analytics: false } })
    await allowed.c.applyProjectConfig()
    expect(allowed.alert()).toBeUndefined()
  })

  it('P-05 without email or socials the allow-list is not fetched', async () => {
    const { c } = await client({ [CONFIG]: { status: 200, body: { features: [] } } })
    await c.applyProjectConfig()
    expect(gateway?.paths()).toEqual([CONFIG])
  })

  it.each([
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
    ['Unauthorized: invalid key', 'Invalid Project ID'],
    ['Unauthorized: origin not allowed', 'Invalid App Configuration'],
  ])('P-16 S-08 S-14 a connection failing with "%s" shows %s', async (message, expected) => {
    const wallet = scriptedAdapter('eip155', [injectedConnector()])
    wallet.behaviour.connect = async () => {
      throw new Error(message)
    }
    const { c, alert } = await client(
      { [CONFIG]: { status: 200, body: { features: [] } } },
      { adapters: [wallet.adapter] },
    )
    await c.applyProjectConfig()
    await expect(c.connectExternal(injectedConnector())).rejects.toThrow('Connection rejected')
    expect(alert()).toBe(expected)
  })

  it('P-10 with analytics on, opening posts {type:track, event:MODAL_OPEN, properties:{connected:false}}', async () => {
    const { c } = await client(
      {
        [CONFIG]: { status: 200, body: { features: [] } },
        '/getAnalyticsConfig': { status: 200, body: { isAnalyticsEnabled: true } },
        '/e': { status: 204 },
      },
      { features: { analytics: true } },
    )
    c.open()
    await vi.waitFor(() => expect(gateway?.paths()).toContain('/e'))
    const event = gateway?.received.find((r) => r.path === '/e')?.body as Record<string, unknown>
    expect(event.props).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(event.url).toBe(`${PAGE}/`)
    expect(event.domain).toBe('app.example.test')
  })

  it('P-09 the remote switch {isAnalyticsEnabled:false} → no /e event is posted', async () => {
    const { c } = await client(
      {
        [CONFIG]: { status: 200, body: { features: [] } },
        '/getAnalyticsConfig': { status: 200, body: { isAnalyticsEnabled: false } },
      },
      { features: { analytics: true } },
    )
    c.open()
    // The later positive event: the analytics switch was read; then a close that would post too.
    await vi.waitFor(() => expect(gateway?.paths()).toContain('/getAnalyticsConfig'))
    c.close()
    await c.applyProjectConfig()
    await vi.waitFor(() => expect(gateway?.paths()).toContain(CONFIG))
    expect(gateway?.paths()).not.toContain('/e')
  })
})
