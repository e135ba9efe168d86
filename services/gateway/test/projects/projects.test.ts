import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listEvents } from '../../src/analytics/eventRepo.js'
import { configFromEnv } from '../../src/config.js'
import { createProject, updateProject } from '../../src/projects/projectRepo.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const DEV = 'portico-dev'
const q = (projectId: string) => `projectId=${projectId}&st=appkit&sv=react-1.0.0`

describe.each(DATABASES)('projects, config, CORS and events on $name', (database) => {
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(database)
    await createProject(gw.gateway.db, {
      id: 'acme',
      name: 'Acme',
      allowedOrigins: ['https://*.acme.test', 'https://acme.test'],
      features: [{ id: 'swap', isEnabled: false, config: null }],
      analyticsEnabled: false,
    })
  })
  afterAll(() => gw?.close())

  it('the development project exists out of the box with the local origins and analytics on', async () => {
    const origins = await fetch(`${gw.base}/projects/v1/origins?${q(DEV)}`)
    expect(origins.status).toBe(200)
    expect(await origins.json()).toEqual({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
    const analytics = await fetch(`${gw.base}/getAnalyticsConfig?${q(DEV)}`)
    expect(await analytics.json()).toEqual({ isAnalyticsEnabled: true })
  })

  it('P-01 U-21 /appkit/v1/config returns the project features', async () => {
    const res = await fetch(`${gw.base}/appkit/v1/config?${q('acme')}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ features: [{ id: 'swap', isEnabled: false, config: null }] })
    expect(await (await fetch(`${gw.base}/getAnalyticsConfig?${q('acme')}`)).json()).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  it('401 when projectId is missing, 403 when it names no project, on every project route', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const missing = await fetch(`${gw.base}${path}`)
      expect(missing.status).toBe(401)
      expect(await missing.json()).toMatchObject({ code: 'MISSING_PROJECT_ID', field: 'projectId' })
      const unknown = await fetch(`${gw.base}${path}?projectId=nope`)
      expect(unknown.status).toBe(403)
      expect(await unknown.json()).toMatchObject({
        code: 'UNKNOWN_PROJECT',
        message: 'Unauthorized: invalid key',
      })
    }
    const post = (query: string) =>
      fetch(`${gw.base}/e?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: 'x', timestamp: 1, props: { event: 'MODAL_OPEN' } }),
      })
    expect((await post('')).status).toBe(401)
    expect((await post('projectId=nope')).status).toBe(403)
  })

  it('P-01 browsers may keep the configuration, allow-list and analytics switch for the cache time; refusals never', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const res = await fetch(`${gw.base}${path}?${q('acme')}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, max-age=60')
      const refused = await fetch(`${gw.base}${path}?${q('no-such-project')}`)
      expect(refused.status).toBe(403)
      expect(refused.headers.get('cache-control')).toBeNull()
    }
  })

  it('S-09 P-16 an unknown project answers a page a 403 it can read, with the message the modal maps', async () => {
    const res = await fetch(`${gw.base}/appkit/v1/config?${q('no-such-project')}`, {
      headers: { origin: 'https://app.acme.test' },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.acme.test')
    expect(await res.json()).toMatchObject({ code: 'UNKNOWN_PROJECT', message: 'Unauthorized: invalid key' })
  })

  it('CORS: an allowed origin gets Access-Control-Allow-Origin, on GET and on preflight', async () => {
    const res = await fetch(`${gw.base}/getWallets?${q('acme')}&entries=1`, {
      headers: { origin: 'https://app.acme.test' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.acme.test')
    const pre = await fetch(`${gw.base}/e?${q('acme')}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://acme.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://acme.test')
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST')
    expect(pre.headers.get('access-control-allow-headers')).toContain('content-type')
    const dev = await fetch(`${gw.base}/getAnalyticsConfig?${q(DEV)}`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('P-05 S-05 CORS: a disallowed origin gets a 403 it can read (no data) and a bare 204 preflight', async () => {
    for (const origin of ['https://acme.test.evil.io', 'https://evil.test', 'null']) {
      const res = await fetch(`${gw.base}/projects/v1/origins?${q('acme')}`, { headers: { origin } })
      expect(res.status).toBe(403)
      // The modal must read the refusal to show 'Invalid App Configuration'; `null` is never echoed.
      expect(res.headers.get('access-control-allow-origin')).toBe(origin === 'null' ? null : origin)
      expect(await res.json()).toMatchObject({
        code: 'ORIGIN_NOT_ALLOWED',
        message: 'Unauthorized: origin not allowed',
      })
    }
    const pre = await fetch(`${gw.base}/e?${q('acme')}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
    const noProject = await fetch(`${gw.base}/getWallets?entries=1`, {
      headers: { origin: 'https://evil.test' },
    })
    expect(noProject.status).toBe(200)
    expect(noProject.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('P-10 P-13 U-27 POST /e stores analytics and error events with project, type, time and origin', async () => {
    const before = Date.now()
    const send = (props: Record<string, unknown>, eventId: string) =>
      fetch(`${gw.base}/e?${q(DEV)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
        body: JSON.stringify({
          eventId,
          url: 'http://127.0.0.1:5173/',
          domain: '127.0.0.1',
          timestamp: before,
          props,
        }),
      })
    const track = await send({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }, 'e-1')
    expect(track.status).toBe(204)
    expect(track.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const error = await send(
      {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'PorticoError',
        errorMessage: 'x\u0000y \ud800',
        stackTrace: 'at f',
      },
      'e-2',
    )
    expect(error.status).toBe(204)
    const untyped = await send({ event: 'MODAL_CLOSE', properties: { connected: false } }, 'e-3')
    expect(untyped.status).toBe(204)

    const all = await listEvents(gw.gateway.db, { projectId: DEV })
    expect(all.map((e) => e.eventId).sort()).toEqual(['e-1', 'e-2', 'e-3'])
    const errors = await listEvents(gw.gateway.db, { projectId: DEV, type: 'error' })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      projectId: DEV,
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      origin: 'http://127.0.0.1:5173',
      domain: '127.0.0.1',
      clientTimestamp: before,
    })
    expect((errors[0]!.props as { errorMessage: string }).errorMessage).toBe('xy \ufffd')
    expect(errors[0]!.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 5000)
    const untypedStored = all.find((e) => e.eventId === 'e-3')
    expect(untypedStored?.type).toBe('track')
    expect(await listEvents(gw.gateway.db, { projectId: DEV, since: new Date(Date.now() + 60_000) })).toEqual(
      [],
    )
  })

  it('P-09 a project with analytics off accepts /e but stores nothing', async () => {
    const res = await fetch(`${gw.base}/e?${q('acme')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://acme.test' },
      body: JSON.stringify({ eventId: 'a-1', timestamp: 1, props: { event: 'MODAL_OPEN' } }),
    })
    expect(res.status).toBe(204)
    expect(await listEvents(gw.gateway.db, { projectId: 'acme' })).toEqual([])
  })

  it('project changes reach the running gateway (cache expires)', async () => {
    await updateProject(gw.gateway.db, 'acme', { allowedOrigins: ['https://new.acme.test'] })
    await new Promise((r) => setTimeout(r, 5100))
    const res = await fetch(`${gw.base}/projects/v1/origins?${q('acme')}`)
    expect(await res.json()).toEqual({ allowedOrigins: ['https://new.acme.test'] })
  })
})

describe('the configuration cache time', () => {
  it('P-01 is read from PORTICO_CONFIG_CACHE_SEC, refusing bad values', () => {
    expect(configFromEnv({ PORTICO_CONFIG_CACHE_SEC: '5' }).configCacheSec).toBe(5)
    expect(() => configFromEnv({ PORTICO_CONFIG_CACHE_SEC: 'soon' })).toThrow(
      'PORTICO_CONFIG_CACHE_SEC must be a positive integer',
    )
  })
})
