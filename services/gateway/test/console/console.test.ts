import { devUserClaims, type IdentityProvider, startIdentityProvider } from '@portico/dev-services'
import { freePort } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertEvent } from '../../src/analytics/eventRepo.js'
import { createGateway, type Gateway } from '../../src/index.js'
import { DATABASES } from '../helpers/databases.js'
import { type ConsoleSignIn, signInToConsole } from './consoleClient.js'

const DEV = 'portico-dev'
const OPERATOR = 'Ada Operator'
const CLIENT = { clientId: 'portico-console', clientSecret: 'portico-console-dev-secret' }
const q = `projectId=${DEV}&st=appkit&sv=react-1.0.0`

/** Polls `read` until `check` passes (the gateway keeps a project in its cache up to 5 s). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > deadline) return value
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe.each(DATABASES)('operator console on $name (issue 26 item 2)', (database) => {
  let gateway: Gateway
  let idp: IdentityProvider
  let base: string
  let operator: ConsoleSignIn
  /** A console API call as the signed-in operator's browser makes it (same origin, session cookie). */
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${base}/console/api${path}`, {
      ...init,
      headers: {
        cookie: operator.cookie ?? '',
        ...(init.method && init.method !== 'GET' ? { origin: base, 'sec-fetch-site': 'same-origin' } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string>),
      },
    })
  const project = async () => (await call(`/projects/${DEV}`)).json()

  beforeAll(async () => {
    // The identity provider must know the gateway's callback: both ports are picked first.
    const [gatewayPort, idpPort] = [await freePort(), await freePort()]
    base = `http://127.0.0.1:${gatewayPort}`
    idp = await startIdentityProvider({
      port: idpPort,
      clients: [{ ...CLIENT, redirectUris: [`${base}/console/api/callback`] }],
    })
    gateway = await createGateway({
      ...(await database.create()),
      publicUrl: base,
      console: { issuer: idp.issuer, ...CLIENT, operators: [devUserClaims(OPERATOR).email] },
    })
    await gateway.app.listen({ port: gatewayPort, host: '127.0.0.1' })
    operator = await signInToConsole(base, OPERATOR)
  }, 60_000)
  afterAll(async () => {
    await gateway?.close()
    await idp?.close()
  })

  it('signs an operator in through the development identity provider (code + PKCE) into a strict cookie', async () => {
    expect(operator.location).toBe('/console/')
    const session = operator.setCookies.find((line) => line.startsWith('portico_console='))
    expect(session).toMatch(/; Path=\/console; /)
    expect(session).toMatch(/; HttpOnly; SameSite=Strict$/)
    const me = await call('/me')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ name: OPERATOR, email: devUserClaims(OPERATOR).email })
  })

  it('a replayed callback (code and flow cookie already used) opens no session', async () => {
    const res = await fetch(operator.callback.url, {
      redirect: 'manual',
      headers: { cookie: operator.callback.cookie },
    })
    expect(res.headers.get('location')).toBe('/console/?error=signin-failed')
    expect(res.headers.getSetCookie().some((l) => l.startsWith('portico_console='))).toBe(false)
  })

  it('keeps at most MAX_LOGIN_FLOWS sign-ins in progress, however often the login is started', async () => {
    const { MAX_LOGIN_FLOWS } = await import('../../src/console/consoleSessionRepo.js')
    await gateway.db.query(
      `INSERT INTO console_login_flows (id_hash, state, nonce, code_verifier, expires_at)
       SELECT 'flood-' || i, 's', 'n', 'v', now() + interval '5 minutes' FROM generate_series(1, $1) AS i`,
      [MAX_LOGIN_FLOWS + 50],
    )
    expect((await fetch(`${base}/console/api/login`, { redirect: 'manual' })).status).toBe(302)
    const { rows } = await gateway.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM console_login_flows',
    )
    expect(Number(rows[0]?.n)).toBe(MAX_LOGIN_FLOWS)
    // The newest (this browser's) is among those kept: a real sign-in still completes.
    expect((await signInToConsole(base, OPERATOR)).location).toBe('/console/')
  })

  it('someone the identity provider knows but who is not on the operator list gets no session', async () => {
    const mallory = await signInToConsole(base, 'mallory')
    expect(mallory.location).toBe('/console/?error=not-an-operator')
    expect(mallory.cookie).toBeUndefined()
  })

  it('refuses every call without a session, and with a made-up session cookie', async () => {
    for (const cookie of ['', 'portico_console=forged-token-0123456789']) {
      const list = await fetch(`${base}/console/api/projects`, { headers: { cookie } })
      expect(list.status).toBe(401)
      expect((await list.json()).code).toBe('UNAUTHORIZED')
      const put = await fetch(`${base}/console/api/projects/${DEV}`, {
        method: 'PUT',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({
          allowedOrigins: ['https://evil.example'],
          features: (await project()).features,
        }),
      })
      expect(put.status).toBe(401)
    }
    expect((await project()).allowedOrigins).not.toContain('https://evil.example')
  })

  it('refuses a forged cross-site change even when the browser sends the session cookie', async () => {
    const body = JSON.stringify({
      allowedOrigins: ['https://evil.example'],
      features: (await project()).features,
    })
    const forged: Record<string, string>[] = [
      // A script on another site (the attacker's page), as a browser sends it.
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      // A same-site sibling (another port on the same host) is still another origin.
      { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      // A form post from another site.
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      // No Origin at all (a non-browser client replaying the cookie without saying where it comes from).
      { 'content-type': 'application/json' },
    ]
    for (const headers of forged) {
      const res = await fetch(`${base}/console/api/projects/${DEV}`, {
        method: 'PUT',
        headers: { cookie: operator.cookie ?? '', ...headers },
        body,
      })
      expect(res.status).toBe(403)
      expect((await res.json()).code).toBe('CSRF_REFUSED')
    }
    const logout = await fetch(`${base}/console/api/logout`, {
      method: 'POST',
      headers: { cookie: operator.cookie ?? '', origin: 'https://evil.example' },
    })
    expect(logout.status).toBe(403)
    expect((await call('/me')).status).toBe(200)
    expect((await project()).allowedOrigins).not.toContain('https://evil.example')
  })

  it('P-05 refuses an invalid or duplicate origin naming the field, and saves nothing of the change', async () => {
    const before = await project()
    for (const [origins, field] of [
      [['https://ok.example', 'https://*.com'], 'allowedOrigins[1]'],
      [['https://ok.example', 'javascript:alert(1)'], 'allowedOrigins[1]'],
      [['https://ok.example', 'https://OK.example'], 'allowedOrigins[1]'],
    ] as const) {
      const res = await call(`/projects/${DEV}`, {
        method: 'PUT',
        body: JSON.stringify({
          allowedOrigins: origins,
          features: { ...before.features, swaps: !before.features.swaps },
        }),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'INVALID_PARAM', field })
    }
    expect(await project()).toEqual(before)
    expect((await (await call(`/projects/${DEV}/audit`)).json()).entries).toEqual([])
  })

  it('P-01 P-06 P-09 a saved change is in the audit log with the operator and the remote config answers it', async () => {
    const before = await project()
    expect(before.features).toMatchObject({ socials: true, email: true, analytics: true })
    const res = await call(`/projects/${DEV}`, {
      method: 'PUT',
      body: JSON.stringify({
        allowedOrigins: [...before.allowedOrigins, 'https://*.shop.example'],
        features: { ...before.features, socials: false, swaps: true, siwx: true, analytics: false },
      }),
    })
    expect(res.status).toBe(200)
    const saved = await res.json()
    expect(saved.features).toMatchObject({
      socials: false,
      email: true,
      swaps: true,
      siwx: true,
      analytics: false,
    })

    const { entries } = await (await call(`/projects/${DEV}/audit`)).json()
    const actions = entries.map((e: { action: string }) => e.action).sort()
    expect(actions).toEqual(['feature.analytics', 'feature.siwx', 'feature.socials', 'origin.add'])
    for (const entry of entries) expect(entry.actor).toBe(OPERATOR)
    expect(entries.find((e: { action: string }) => e.action === 'feature.socials')).toMatchObject({
      before: true,
      after: false,
    })
    expect(entries.find((e: { action: string }) => e.action === 'origin.add').after).toBe(
      'https://*.shop.example',
    )

    // What an app on the project reads (through the gateway's project cache).
    const config = await eventually(
      async () => (await fetch(`${base}/appkit/v1/config?${q}`)).json(),
      (body) => body.features.length > 0,
    )
    const social = config.features.find((f: { id: string }) => f.id === 'social_login')
    expect(social).toEqual({ id: 'social_login', isEnabled: true, config: ['email'] })
    // Swaps on: the project does not turn them off (no entry), so each app keeps its own option (P-02).
    expect(config.features.find((f: { id: string }) => f.id === 'swap')).toBeUndefined()
    expect(config.features).toContainEqual({ id: 'siwx', isEnabled: true, config: null })
    const origins = await (await fetch(`${base}/projects/v1/origins?${q}`)).json()
    expect(origins.allowedOrigins).toContain('https://*.shop.example')
    const analytics = await (await fetch(`${base}/getAnalyticsConfig?${q}`)).json()
    expect(analytics).toEqual({ isAnalyticsEnabled: false })
    // An app on an origin the new pattern admits is now answered.
    const shop = await fetch(`${base}/appkit/v1/config?${q}`, {
      headers: { origin: 'https://a.shop.example' },
    })
    expect(shop.status).toBe(200)
  })

  it('P-06 P-07 an app on an origin the operator removed is refused with ORIGIN_NOT_ALLOWED', async () => {
    const current = await project()
    const res = await call(`/projects/${DEV}`, {
      method: 'PUT',
      body: JSON.stringify({
        allowedOrigins: current.allowedOrigins.filter((o: string) => o !== 'https://*.shop.example'),
        features: current.features,
      }),
    })
    expect(res.status).toBe(200)
    const refused = await eventually(
      () => fetch(`${base}/appkit/v1/config?${q}`, { headers: { origin: 'https://a.shop.example' } }),
      (r) => r.status === 403,
    )
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('ORIGIN_NOT_ALLOWED')
    const { entries } = await (await call(`/projects/${DEV}/audit`)).json()
    expect(entries[0]).toMatchObject({
      action: 'origin.remove',
      actor: OPERATOR,
      before: 'https://*.shop.example',
    })
  })

  it('counts connections per day, by wallet and by connector type, from the analytics store', async () => {
    for (const name of ['MetaMask', 'Rabby', 'MetaMask']) {
      await insertEvent(gateway.db, {
        projectId: DEV,
        type: 'track',
        event: 'CONNECT_SUCCESS',
        eventId: null,
        origin: null,
        url: null,
        domain: null,
        clientTimestamp: Date.now(),
        props: { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name } },
      })
    }
    const res = await call(`/projects/${DEV}/connections?days=7`)
    const { days, byWallet, byConnector } = await res.json()
    expect(byWallet).toEqual([
      { key: 'MetaMask', connections: 2 },
      { key: 'Rabby', connections: 1 },
    ])
    expect(byConnector).toEqual([{ key: 'browser', connections: 3 }])
    expect(days).toHaveLength(7)
    expect(days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), connections: 3 })
    expect(days.slice(0, -1).every((d: { connections: number }) => d.connections === 0)).toBe(true)
  })

  it('signing out ends the session', async () => {
    const out = await call('/logout', { method: 'POST' })
    expect(out.status).toBe(204)
    expect((await call('/me')).status).toBe(401)
  })
})
