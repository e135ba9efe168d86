import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { authFixture, get, login, ORIGIN, post, Q, requestCode } from './authClient.js'
import { type DeviceKey, dpopProof, newDeviceKey, type ProofClaims } from './dpopClient.js'

/**
 * Sessions bound to the device (issue 22 item 2, RFC 9449), played the way an attacker works: tokens stolen from
 * the secure site's storage or from the wire, replayed without the device's key, with another key, with a
 * captured proof, or with proofs forged for another method, URL, token or time.
 */
describe.each(DATABASES)('DPoP-bound sessions on $name (issue 22)', (database) => {
  const env = authFixture(database)
  const url = (path: string) => `${env.gw.base}${path}?${Q}`

  /** A raw request with exactly the headers given (no proof added). */
  async function raw(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
    const res = await fetch(url(path), {
      method,
      headers: { origin: ORIGIN, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return {
      status: res.status,
      challenge: res.headers.get('www-authenticate') ?? '',
      body: (await res.json().catch(() => null)) as Record<string, any>,
    }
  }
  /** `GET /auth/v1/session` with the token under the DPoP scheme and a proof by `device` with `claims`. */
  async function session(token: string, device: DeviceKey, claims: Partial<ProofClaims> = {}) {
    const proof = await dpopProof(device, {
      htm: 'GET',
      htu: `${env.gw.base}/auth/v1/session`,
      accessToken: token,
      ...claims,
    })
    return raw('GET', '/auth/v1/session', { authorization: `DPoP ${token}`, dpop: proof })
  }
  const expectRefusal = (
    res: Awaited<ReturnType<typeof raw>>,
    error: 'invalid_dpop_proof' | 'invalid_token',
    message: RegExp,
  ) => {
    expect(res.status).toBe(401)
    expect(res.challenge).toMatch(new RegExp(`^DPoP .*error="${error}"`))
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(message) })
  }

  it('the legitimate device: login binds the tokens to its key (cnf.jkt), every call and refresh work with its proofs', async () => {
    const device = await newDeviceKey()
    const s = await login(env.gw.base, env.catcher.webUrl, 'owner@example.com', device)
    expect(decodeJwt(s.accessToken).cnf).toEqual({ jkt: device.jkt })
    expect((await session(s.accessToken, device)).status).toBe(200)
    expect((await get(env.gw.base, '/auth/v1/wallet', s.accessToken, { device })).status).toBe(200)
    const next = await post(
      env.gw.base,
      '/auth/v1/session/refresh',
      { refreshToken: s.refreshToken },
      { device },
    )
    expect(next.status).toBe(200)
    expect(decodeJwt(next.body.accessToken).cnf).toEqual({ jkt: device.jkt })
    expect((await session(next.body.accessToken, device)).status).toBe(200)
    const out = await post(
      env.gw.base,
      '/auth/v1/session/revoke',
      {},
      { token: next.body.accessToken, device },
    )
    expect(out.status).toBe(204)
  })

  it('a stolen access token without a proof is refused, as Bearer and as DPoP', async () => {
    const s = await login(env.gw.base, env.catcher.webUrl, 'bare@example.com')
    for (const path of ['/auth/v1/session', '/auth/v1/wallet'] as const) {
      expectRefusal(
        await raw('GET', path, { authorization: `Bearer ${s.accessToken}` }),
        'invalid_token',
        /DPoP/,
      )
      expectRefusal(
        await raw('GET', path, { authorization: `DPoP ${s.accessToken}` }),
        'invalid_dpop_proof',
        /proof is missing/,
      )
    }
    const store = await raw(
      'POST',
      '/auth/v1/wallet',
      { authorization: `DPoP ${s.accessToken}` },
      { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', ciphertext: 'eA' },
    )
    expectRefusal(store, 'invalid_dpop_proof', /proof is missing/)
    const noHeader = await raw('GET', '/auth/v1/session', {})
    expect(noHeader.status).toBe(401)
    expect(noHeader.challenge).toBe('DPoP algs="ES256"')
  })

  it('a stolen access token with a proof from another device key is refused', async () => {
    const victim = await newDeviceKey()
    const s = await login(env.gw.base, env.catcher.webUrl, 'victim@example.com', victim)
    expectRefusal(await session(s.accessToken, await newDeviceKey()), 'invalid_token', /another device key/)
    expect((await session(s.accessToken, victim)).status).toBe(200)
  })

  it('a captured proof replayed with its token is refused (each jti once)', async () => {
    const device = await newDeviceKey()
    const s = await login(env.gw.base, env.catcher.webUrl, 'replay@example.com', device)
    const headers = {
      authorization: `DPoP ${s.accessToken}`,
      dpop: await dpopProof(device, {
        htm: 'GET',
        htu: `${env.gw.base}/auth/v1/session`,
        accessToken: s.accessToken,
      }),
    }
    expect((await raw('GET', '/auth/v1/session', headers)).status).toBe(200)
    expectRefusal(await raw('GET', '/auth/v1/session', headers), 'invalid_dpop_proof', /already used/)
  })

  it('proofs made for another method, URL, token or time are refused', async () => {
    const device = await newDeviceKey()
    const s = await login(env.gw.base, env.catcher.webUrl, 'forged@example.com', device)
    const other = await login(env.gw.base, env.catcher.webUrl, 'forged-other@example.com', device)
    const now = Math.floor(Date.now() / 1000)
    expectRefusal(await session(s.accessToken, device, { htm: 'POST' }), 'invalid_dpop_proof', /\(htm\)/)
    for (const htu of [
      `${env.gw.base}/auth/v1/wallet`,
      `http://evil.example/auth/v1/session`,
      `${env.gw.base.replace('127.0.0.1', 'localhost')}/auth/v1/session`,
    ]) {
      expectRefusal(await session(s.accessToken, device, { htu }), 'invalid_dpop_proof', /\(htu\)/)
    }
    expectRefusal(
      await session(s.accessToken, device, { accessToken: other.accessToken }),
      'invalid_dpop_proof',
      /\(ath\)/,
    )
    expectRefusal(await session(s.accessToken, device, { ath: 'x' }), 'invalid_dpop_proof', /\(ath\)/)
    for (const iat of [now - 600, now + 600]) {
      expectRefusal(await session(s.accessToken, device, { iat }), 'invalid_dpop_proof', /\(iat\)/)
    }
    // The query string is not part of htu (RFC 9449 section 4.3): the same proof shape with a query passes.
    expect((await session(s.accessToken, device, { htu: `${env.gw.base}/auth/v1/session?x=1` })).status).toBe(
      200,
    )
  })

  it('a proof that is not an ES256 dpop+jwt signed by its own jwk is refused', async () => {
    const device = await newDeviceKey()
    const s = await login(env.gw.base, env.catcher.webUrl, 'malformed@example.com', device)
    const good = await dpopProof(device, {
      htm: 'GET',
      htu: `${env.gw.base}/auth/v1/session`,
      accessToken: s.accessToken,
    })
    const [header = '', payload = '', signature = ''] = good.split('.')
    const swapped = await newDeviceKey()
    const otherHeader = Buffer.from(
      JSON.stringify({ alg: 'ES256', typ: 'dpop+jwt', jwk: swapped.jwk }),
    ).toString('base64url')
    const auth = { authorization: `DPoP ${s.accessToken}` }
    for (const dpop of [
      'x',
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      `${otherHeader}.${payload}.${signature}`,
    ]) {
      expect((await raw('GET', '/auth/v1/session', { ...auth, dpop })).status).toBe(401)
    }
    expectRefusal(
      await raw('GET', '/auth/v1/session', { ...auth, dpop: 'x' }),
      'invalid_dpop_proof',
      /compact JWT/,
    )
  })

  it('a stolen refresh token used from another device is refused and changes nothing for the owner', async () => {
    const owner = await newDeviceKey()
    const s = await login(env.gw.base, env.catcher.webUrl, 'refresh-thief@example.com', owner)
    const thief = await post(
      env.gw.base,
      '/auth/v1/session/refresh',
      { refreshToken: s.refreshToken },
      { device: await newDeviceKey() },
    )
    expect(thief.status).toBe(401)
    expect(thief.headers.get('www-authenticate')).toMatch(/error="invalid_token"/)
    expect(thief.body.message).toMatch(/another device key/)
    const bare = await post(
      env.gw.base,
      '/auth/v1/session/refresh',
      { refreshToken: s.refreshToken },
      { device: null },
    )
    expect(bare.status).toBe(401)
    expect(bare.headers.get('www-authenticate')).toMatch(/error="invalid_dpop_proof"/)
    // The owner's refresh token still works: the thief's attempts neither rotated nor revoked it.
    const next = await post(
      env.gw.base,
      '/auth/v1/session/refresh',
      { refreshToken: s.refreshToken },
      { device: owner },
    )
    expect(next.status).toBe(200)
    expect((await session(next.body.accessToken, owner)).status).toBe(200)
  })

  it('a login without a proof opens no session and spends no code; the same code then works with one', async () => {
    const email = 'unbound@example.com'
    const code = await requestCode(env.gw.base, env.catcher.webUrl, email)
    const bare = await post(env.gw.base, '/auth/v1/email/verify', { email, code }, { device: null })
    expect(bare.status).toBe(401)
    expect(bare.headers.get('www-authenticate')).toMatch(/error="invalid_dpop_proof"/)
    expect(bare.body).not.toHaveProperty('accessToken')
    const device = await newDeviceKey()
    const bound = await post(env.gw.base, '/auth/v1/email/verify', { email, code }, { device })
    expect(bound.status).toBe(200)
    expect(decodeJwt(bound.body.accessToken).cnf).toEqual({ jkt: device.jkt })
  })

  it('a session from before binding (no key stored) is refused: the user logs in again', async () => {
    const device = await newDeviceKey()
    const s = await login(env.gw.base, env.catcher.webUrl, 'legacy@example.com', device)
    await env.gw.gateway.db.query('UPDATE auth_sessions SET dpop_jkt = NULL WHERE id = $1', [
      decodeJwt(s.accessToken).sid,
    ])
    expectRefusal(await session(s.accessToken, device), 'invalid_token', /another device key/)
    const refresh = await post(
      env.gw.base,
      '/auth/v1/session/refresh',
      { refreshToken: s.refreshToken },
      { device },
    )
    expect(refresh.status).toBe(401)
  })
})
