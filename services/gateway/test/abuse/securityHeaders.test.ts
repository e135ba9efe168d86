import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_CSP, JSON_CSP } from '../../src/http/securityHeaders.js'
import { createGateway, type Gateway } from '../../src/index.js'

const ORIGIN = 'http://127.0.0.1:5173'

describe('security headers on every gateway response', () => {
  let gw: Gateway
  beforeAll(async () => {
    gw = await createGateway({ dataDir: 'memory://' })
  })
  afterAll(() => gw?.close())

  const expectCommon = (headers: Record<string, unknown>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['referrer-policy'], what).toBe('no-referrer')
    expect(headers['x-frame-options'], what).toBe('DENY')
  }

  it('JSON routes, errors, preflights and 404s carry nosniff, no-referrer and a CSP that loads and frames nothing', async () => {
    const requests = [
      { url: '/health' },
      { url: '/getWallets?entries=1' },
      { url: `/projects/v1/origins?projectId=portico-dev`, headers: { origin: ORIGIN } },
      { url: '/projects/v1/origins?projectId=nope' },
      { url: '/getWallets?page=Infinity' },
      { url: '/no/such/route' },
      {
        method: 'OPTIONS' as const,
        url: '/e?projectId=portico-dev',
        headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
      },
    ]
    for (const r of requests) {
      const res = await gw.app.inject(r)
      expectCommon(res.headers, r.url)
      expect(res.headers['content-security-policy'], r.url).toBe(JSON_CSP)
    }
    expect(JSON_CSP).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('C-19 images keep a CSP an <img> can display, run no SVG script, and load cross-origin with CORS', async () => {
    const res = await gw.app.inject({
      url: '/getWalletImage/metamask?projectId=portico-dev',
      headers: { origin: ORIGIN },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\//)
    expectCommon(res.headers, 'image')
    expect(res.headers['content-security-policy']).toBe(IMAGE_CSP)
    expect(IMAGE_CSP).toContain("default-src 'none'")
    expect(IMAGE_CSP).toContain("frame-ancestors 'none'")
    expect(IMAGE_CSP).not.toContain('script-src')
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN)
  })
})
