import { describe, expect, it } from 'vitest'
import { isSecureOnlyPath, secureSiteOriginFromEnv } from '../../src/http/secureOrigin.js'
import { DATABASES } from '../helpers/databases.js'
import { authFixture, codeFromMail, ORIGIN, post, Q } from './authClient.js'

/** An app's origin the development project allows (the demo's): a script there must not reach these routes. */
const APP = 'http://127.0.0.1:5173'

/** Every secure-only route, with a body of the right shape. */
const ROUTES: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['POST', '/auth/v1/email/start', { email: 'ada@example.com' }],
  ['POST', '/auth/v1/email/verify', { email: 'ada@example.com', code: '123456' }],
  ['POST', '/auth/v1/email/change/start', { newEmail: 'b@example.com' }],
  [
    'POST',
    '/auth/v1/email/change/verify',
    { newEmail: 'b@example.com', primaryCode: '1', secondaryCode: '2' },
  ],
  ['POST', '/auth/v1/session/refresh', { refreshToken: 'x' }],
  ['POST', '/auth/v1/session/revoke', {}],
  ['GET', '/auth/v1/session'],
  ['GET', '/auth/v1/wallet'],
  ['POST', '/auth/v1/wallet', {}],
  ['GET', '/auth/v1/wallet/envelopes'],
  ['POST', '/auth/v1/wallet/envelopes', {}],
  ['POST', '/auth/v1/wallet/envelopes/remove', {}],
  ['POST', '/auth/v1/social/start', { provider: 'github', appOrigin: APP, flowKeyHash: 'A'.repeat(43) }],
  ['POST', '/auth/v1/social/callback', { callbackUrl: 'http://localhost:5174/social/callback?state=a' }],
  [
    'POST',
    '/auth/v1/social/redeem',
    { callbackUrl: 'http://localhost:5174/social/callback', flowKey: 'A'.repeat(43) },
  ],
  ['POST', '/farcaster/v1/channel', { appOrigin: APP, flowKeyHash: 'A'.repeat(43) }],
  ['GET', '/farcaster/v1/channel/status'],
  ['POST', '/auth/v1/farcaster/redeem', { channelToken: 'x', flowKey: 'A'.repeat(43) }],
]

const call = (base: string, method: string, path: string, origin: string, body?: unknown) =>
  fetch(`${base}${path}?${Q}`, {
    method,
    headers: { origin, authorization: 'Bearer x', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })

describe('F-02 the secure-only routes (issue 22)', () => {
  it('F-02 names the auth, key-store, social and Farcaster routes; not SIWX nor the Farcaster app’s authenticate', () => {
    for (const [, path] of ROUTES) expect(isSecureOnlyPath(path), path).toBe(true)
    expect(isSecureOnlyPath('/auth/v1/email/start?projectId=x')).toBe(true)
    expect(isSecureOnlyPath('/auth/v1/wallet/')).toBe(true)
    for (const open of ['/auth/v1/siwx/verify', '/auth/v1/siwx/nonce', '/farcaster/v1/channel/authenticate'])
      expect(isSecureOnlyPath(open), open).toBe(false)
    expect(isSecureOnlyPath('/auth/v1/walletx')).toBe(false)
    expect(isSecureOnlyPath('/appkit/v1/config')).toBe(false)
  })

  it('F-02 the secure site origin comes from PORTICO_SECURE_SITE_ORIGIN, PORTICO_SECURE_SITE_URL or the port', () => {
    expect(secureSiteOriginFromEnv({})).toBe('http://localhost:5174')
    expect(secureSiteOriginFromEnv({ PORTICO_SECURE_PORT: '35174' })).toBe('http://localhost:35174')
    expect(secureSiteOriginFromEnv({ PORTICO_SECURE_SITE_URL: 'http://127.0.0.1:5174/' })).toBe(
      'http://127.0.0.1:5174',
    )
    expect(
      secureSiteOriginFromEnv({
        PORTICO_SECURE_SITE_ORIGIN: 'https://wallet.example.com',
        PORTICO_SECURE_SITE_URL: 'http://127.0.0.1:5174',
      }),
    ).toBe('https://wallet.example.com')
    expect(() => secureSiteOriginFromEnv({ PORTICO_SECURE_SITE_ORIGIN: 'wallet' })).toThrow(
      /PORTICO_SECURE_SITE_ORIGIN/,
    )
    expect(() => secureSiteOriginFromEnv({ PORTICO_SECURE_SITE_ORIGIN: 'ftp://wallet.example.com' })).toThrow(
      /http or https/,
    )
  })
})

describe.each(DATABASES)(
  'F-02 the gateway answers its auth routes to the secure site only, on $name',
  (database) => {
    const env = authFixture(database)

    it.each(ROUTES)(
      'F-02 %s %s from an allowed app origin: 403 SECURE_ORIGIN_ONLY with a JSON error, and no CORS',
      async (method, path, body) => {
        const res = await call(env.gw.base, method, path, APP, body)
        expect(res.status).toBe(403)
        expect(res.headers.get('access-control-allow-origin')).toBeNull()
        expect(await res.json()).toMatchObject({
          code: 'SECURE_ORIGIN_ONLY',
          field: 'origin',
          message: expect.stringContaining('secure site'),
        })
      },
    )

    it('F-02 a preflight from an app origin gets no CORS headers; from the secure site it does', async () => {
      const preflight = (origin: string) =>
        fetch(`${env.gw.base}/auth/v1/wallet?${Q}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        })
      const app = await preflight(APP)
      expect(app.headers.get('access-control-allow-origin')).toBeNull()
      expect(app.headers.get('access-control-allow-headers')).toBeNull()
      const secure = await preflight(ORIGIN)
      expect(secure.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    })

    it('F-16 a right code sent from an app origin is refused and not used up; the secure site then logs in with it', async () => {
      const email = 'origin-check@example.com'
      const since = Date.now() - 1
      expect((await post(env.gw.base, '/auth/v1/email/start', { email })).status).toBe(200)
      const code = await codeFromMail(env.catcher.webUrl, email, since)
      const stolen = await call(env.gw.base, 'POST', '/auth/v1/email/verify', APP, { email, code })
      expect(stolen.status).toBe(403)
      const mine = await post(env.gw.base, '/auth/v1/email/verify', { email, code })
      expect(mine.status).toBe(200)
      expect(mine.headers.get('access-control-allow-origin')).toBe(ORIGIN)
      expect(typeof mine.body.accessToken).toBe('string')
    })

    it('F-02 the app’s own routes still answer its origin with CORS (SIWX nonce, project config)', async () => {
      for (const [method, path] of [
        ['GET', '/appkit/v1/config'],
        ['POST', '/auth/v1/siwx/nonce'],
      ] as const) {
        const res = await call(env.gw.base, method, path, APP, method === 'POST' ? {} : undefined)
        expect(res.status, path).toBeLessThan(400)
        expect(res.headers.get('access-control-allow-origin'), path).toBe(APP)
      }
    })
  },
)
