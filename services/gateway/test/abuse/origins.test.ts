import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateOriginPattern } from '../../src/http/originMatch.js'
import { createGateway, type Gateway, originMatches } from '../../src/index.js'

/** Origins an attacker sends to a project allowing `http://127.0.0.1:*` and `http://localhost:*`. */
const ATTACK_ORIGINS = [
  'http://127.0.0.1:80@evil.example',
  'http://127.0.0.1:5173/evil',
  'http://127.0.0.1:5173.evil.example',
  'http://127.0.0.1:5173?x=1',
  'http://127.0.0.1:5173#x',
  'http://127.0.0.1:abc',
  'http://127.0.0.1:5173:80',
  'http://127.0.0.1.evil.example:5173',
  'http://user@127.0.0.1:5173',
  'http://localhost:5173/',
  'https://127.0.0.1:5173',
  'HTTP://127.0.0.1:5173',
  'http://127.0.0.1:5173 ',
  'null',
]

describe('P-05 wildcard origins are anchored', () => {
  it('P-05 "*" stands for the port only in http://127.0.0.1:*', () => {
    for (const o of ['http://127.0.0.1:5173', 'http://127.0.0.1:1', 'http://127.0.0.1']) {
      expect(originMatches('http://127.0.0.1:*', o), o).toBe(true)
    }
    for (const o of ATTACK_ORIGINS) expect(originMatches('http://127.0.0.1:*', o), o).toBe(false)
  })

  it('P-05 "*" stands for one DNS label in https://*.example.com', () => {
    const p = 'https://*.example.com'
    for (const o of ['https://app.example.com', 'https://a-b.example.com'])
      expect(originMatches(p, o), o).toBe(true)
    for (const o of [
      'https://example.com',
      'https://a.b.example.com',
      'https://app.example.com.evil.io',
      'https://evil.io/.example.com',
      'https://x@app.example.com',
      'https://app.example.com:8443',
      'http://app.example.com',
      'https://.example.com',
      'https://-.example.com',
    ]) {
      expect(originMatches(p, o), o).toBe(false)
    }
  })

  it('P-05 patterns with "*" anywhere else are refused when stored and never match', () => {
    for (const bad of [
      '*',
      'http://*',
      'https://app*.example.com',
      'http://127.0.0.1:5*',
      'https://*example.com',
      'http://a/*',
    ]) {
      expect(validateOriginPattern(bad), bad).toMatch(/not an origin pattern/)
      expect(originMatches(bad, 'http://app.example.com'), bad).toBe(false)
    }
    expect(validateOriginPattern('https://*.example.com')).toBeUndefined()
    expect(validateOriginPattern('http://[::1]:*')).toBeUndefined()
    expect(originMatches('http://[::1]:*', 'http://[::1]:5173')).toBe(true)
  })
})

/** The attack origins a browser could really send: other sites, which may read their own refusal. */
const WELL_FORMED_ATTACK_ORIGINS = ['http://127.0.0.1.evil.example:5173', 'https://127.0.0.1:5173']

describe('P-05 CORS never reflects an attack origin', () => {
  let gw: Gateway
  beforeAll(async () => {
    gw = await createGateway({ dataDir: 'memory://' })
  })
  afterAll(() => gw?.close())

  it('P-05 S-05 answers 403 to each attack origin: readable only by a well-formed origin, preflight never', async () => {
    for (const origin of ATTACK_ORIGINS) {
      const res = await gw.app.inject({
        url: '/projects/v1/origins?projectId=portico-dev',
        headers: { origin },
      })
      expect(res.statusCode, origin).toBe(403)
      // A real page on a disallowed origin may read the refusal (to show 'Invalid App Configuration'), and only
      // the refusal; a malformed Origin (user info, path, `null`, upper case, a space) is never reflected.
      expect(res.headers['access-control-allow-origin'], origin).toBe(
        WELL_FORMED_ATTACK_ORIGINS.includes(origin) ? origin : undefined,
      )
      expect(res.json(), origin).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
      const preflight = await gw.app.inject({
        method: 'OPTIONS',
        url: '/e?projectId=portico-dev',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
    const ok = await gw.app.inject({
      url: '/projects/v1/origins?projectId=portico-dev',
      headers: { origin: 'http://localhost:5173' },
    })
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173')
  })
})
