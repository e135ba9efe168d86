import { describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { authFixture, get, login, ORIGIN, post, Q, testDevice } from './authClient.js'
import { dpopHeaders } from './dpopClient.js'

const WALLET = {
  namespace: 'eip155',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  ciphertext: 'djE.bm9uY2U.Y2lwaGVydGV4dA',
}

describe.each(DATABASES)('sessions and the encrypted key store on $name (issue 11)', (database) => {
  const env = authFixture(database)
  const withToken = (token: string) => ({ token })

  it('GET /auth/v1/session describes the session of a valid access token; anything else is 401', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'who@example.com')
    const me = await get(env.gw.base, '/auth/v1/session', s.accessToken)
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ user: s.user, sessionId: expect.any(String) })
    expect(Date.parse(me.body.authTime)).toBeLessThanOrEqual(Date.now())
    for (const token of [undefined, 'x', `${s.accessToken}x`, s.refreshToken]) {
      const res = await get(env.gw.base, '/auth/v1/session', token)
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', field: 'authorization' })
    }
  })

  it('an access token is good only on the project it was issued for', async () => {
    await env.gw.gateway.db.query(
      `INSERT INTO projects (id, name, allowed_origins) VALUES ('other', 'Other', '["http://127.0.0.1:*"]')`,
    )
    const s = await login(env.gw.base, env.catcher.webUrl, 'proj@example.com')
    const url = `${env.gw.base}/auth/v1/session?projectId=other`
    const res = await fetch(url, {
      headers: { origin: ORIGIN, ...(await dpopHeaders(await testDevice(), 'GET', url, s.accessToken)) },
    })
    expect(res.status).toBe(401)
  })

  it('refresh rotates both tokens; the old refresh token then revokes the session (stolen copy)', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'refresh@example.com')
    const next = await post(env.gw.base, '/auth/v1/session/refresh', { refreshToken: s.refreshToken })
    expect(next.status).toBe(200)
    expect(next.body.refreshToken).not.toBe(s.refreshToken)
    expect(next.body.user).toEqual(s.user)
    expect((await get(env.gw.base, '/auth/v1/session', next.body.accessToken)).status).toBe(200)
    const replay = await post(env.gw.base, '/auth/v1/session/refresh', { refreshToken: s.refreshToken })
    expect(replay.status).toBe(401)
    expect(replay.body.field).toBe('body.refreshToken')
    // The replay revoked the session: the new pair is dead too.
    expect((await get(env.gw.base, '/auth/v1/session', next.body.accessToken)).status).toBe(401)
    expect(
      (await post(env.gw.base, '/auth/v1/session/refresh', { refreshToken: next.body.refreshToken })).status,
    ).toBe(401)
  })

  it('revoke (sign out) ends the session at once, for the access and the refresh token', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'bye@example.com')
    const out = await post(env.gw.base, '/auth/v1/session/revoke', {}, withToken(s.accessToken))
    expect(out.status).toBe(204)
    expect((await get(env.gw.base, '/auth/v1/session', s.accessToken)).status).toBe(401)
    expect(
      (await post(env.gw.base, '/auth/v1/session/refresh', { refreshToken: s.refreshToken })).status,
    ).toBe(401)
  })

  it('revoke with everywhere: true ends every session of the user, and only theirs', async () => {
    const a = await login(env.gw.base, env.catcher.webUrl, 'all@example.com')
    const b = await login(env.gw.base, env.catcher.webUrl, 'all@example.com')
    const stranger = await login(env.gw.base, env.catcher.webUrl, 'stranger@example.com')
    expect(
      (await post(env.gw.base, '/auth/v1/session/revoke', { everywhere: true }, withToken(a.accessToken)))
        .status,
    ).toBe(204)
    expect((await get(env.gw.base, '/auth/v1/session', b.accessToken)).status).toBe(401)
    expect((await get(env.gw.base, '/auth/v1/session', stranger.accessToken)).status).toBe(200)
  })

  it('a malformed refresh token gets 400 naming body.refreshToken', async () => {
    const res = await post(env.gw.base, '/auth/v1/session/refresh', { refreshToken: 'nope' })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('body.refreshToken')
  })

  it('the key store keeps the first ciphertext per user and never replaces it; other users see none', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'keys@example.com')
    expect((await get(env.gw.base, '/auth/v1/wallet', s.accessToken)).body).toEqual({ wallet: null })
    const stored = await post(env.gw.base, '/auth/v1/wallet', WALLET, withToken(s.accessToken))
    expect(stored.status).toBe(201)
    expect((await get(env.gw.base, '/auth/v1/wallet?namespace=eip155', s.accessToken)).body).toEqual({
      wallet: WALLET,
    })
    const replace = await post(
      env.gw.base,
      '/auth/v1/wallet',
      { ...WALLET, ciphertext: 'b3RoZXI' },
      withToken(s.accessToken),
    )
    expect(replace.status).toBe(409)
    const other = await login(env.gw.base, env.catcher.webUrl, 'other@example.com')
    expect((await get(env.gw.base, '/auth/v1/wallet', other.accessToken)).body).toEqual({ wallet: null })
    expect((await get(env.gw.base, '/auth/v1/wallet')).status).toBe(401)
  })

  it('the key store refuses a bad address or ciphertext with 400 naming the field', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'badkeys@example.com')
    const badAddress = await post(
      env.gw.base,
      '/auth/v1/wallet',
      { ...WALLET, address: '0x12' },
      withToken(s.accessToken),
    )
    expect(badAddress.body.field).toBe('body.address')
    const badCipher = await post(
      env.gw.base,
      '/auth/v1/wallet',
      { ...WALLET, ciphertext: '<b>' },
      withToken(s.accessToken),
    )
    expect(badCipher.body.field).toBe('body.ciphertext')
    const badNamespace = await post(
      env.gw.base,
      '/auth/v1/wallet',
      { ...WALLET, namespace: 'x' },
      withToken(s.accessToken),
    )
    expect(badNamespace.status).toBe(400)
    expect(badNamespace.body.field).toBe('body.namespace')
  })

  it('CORS preflight from an allowed origin lets the secure site send Authorization and DPoP', async () => {
    const pre = await fetch(`${env.gw.base}/auth/v1/session?${Q}`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, dpop',
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization')
    expect(pre.headers.get('access-control-allow-headers')).toContain('dpop')
  })
})
