import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { CLOSE_CODE_AUTH, type RelayServer, startRelay, verifyRelayJwt } from '../src/index.js'
import { makeAuthToken } from './helpers/authToken.js'

type Outcome =
  | { opened: true }
  | { opened: false; status?: number; body?: string; code?: number; reason?: string }

/** Opens a socket and reports whether it stayed open or how it was refused. */
function attempt(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url)
    let opened = false
    ws.on('unexpected-response', (_req, res) => {
      let body = ''
      res.on('data', (c: Buffer) => {
        body += c.toString()
      })
      res.on('end', () => resolve({ opened: false, status: res.statusCode, body }))
    })
    ws.on('error', () => {})
    ws.on('open', () => {
      opened = true
      setTimeout(() => {
        if (ws.readyState === ws.OPEN) {
          ws.terminate()
          resolve({ opened: true })
        }
      }, 150)
    })
    ws.on('close', (code, reason) => {
      if (opened) resolve({ opened: false, code, reason: reason.toString() })
    })
  })
}

describe('auth JWT and projectId on the handshake', () => {
  let relay: RelayServer
  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent', projectIds: ['portico-dev', 'other'] })
  })
  afterAll(async () => {
    await relay.close()
  })

  const urlWith = (token: string | undefined, extra = '&useOnCloseEvent=true', projectId = 'portico-dev') =>
    `${relay.url}/?projectId=${projectId}${token ? `&auth=${token}` : ''}&ua=wc-2/js-2.25.0/test${extra}`

  it('accepts a valid token whose aud is the relay URL, with or without a trailing slash', async () => {
    expect(await attempt(urlWith(makeAuthToken({ aud: relay.url }).token))).toEqual({ opened: true })
    expect(await attempt(urlWith(makeAuthToken({ aud: `${relay.url}/` }).token))).toEqual({ opened: true })
    const viaLocalhost = makeAuthToken({ aud: `ws://localhost:${relay.port}` }).token
    expect(await attempt(urlWith(viaLocalhost))).toEqual({ opened: true })
  })

  const refusals: [string, () => string | undefined, string][] = [
    ['missing', () => undefined, 'Invalid auth token: missing'],
    [
      'bad signature',
      () => makeAuthToken({ aud: relay.url, wrongKey: true }).token,
      'Invalid auth token: bad signature',
    ],
    ['expired', () => makeAuthToken({ aud: relay.url, expiresIn: -5 }).token, 'Invalid auth token: expired'],
    [
      'wrong audience',
      () => makeAuthToken({ aud: 'wss://relay.example.org' }).token,
      'Invalid auth token: wrong audience',
    ],
    [
      'not EdDSA',
      () => makeAuthToken({ aud: relay.url, alg: 'ES256' }).token,
      'Invalid auth token: unsupported algorithm',
    ],
    ['garbage', () => 'not.a.jwt', 'Invalid auth token: malformed'],
  ]

  for (const [name, token, reason] of refusals) {
    it(`refuses a ${name} token: close ${CLOSE_CODE_AUTH} with the reason when useOnCloseEvent=true`, async () => {
      const outcome = await attempt(urlWith(token()))
      expect(outcome).toMatchObject({ opened: false, code: CLOSE_CODE_AUTH })
      expect((outcome as { reason: string }).reason).toContain(reason)
    })
  }

  it('refuses with HTTP 401 and a JSON reason when the client did not ask for useOnCloseEvent', async () => {
    const outcome = await attempt(urlWith(makeAuthToken({ aud: relay.url, expiresIn: -5 }).token, ''))
    expect(outcome).toEqual({
      opened: false,
      status: 401,
      body: JSON.stringify({ error: 'Invalid auth token: expired' }),
    })
  })

  it('refuses a missing or not allowed projectId', async () => {
    const token = makeAuthToken({ aud: relay.url }).token
    expect(await attempt(urlWith(token, '&useOnCloseEvent=true', ''))).toMatchObject({
      reason: 'Invalid projectId: missing',
    })
    expect(await attempt(urlWith(token, '&useOnCloseEvent=true', 'stranger'))).toMatchObject({
      reason: 'Invalid projectId: not allowed on this relay',
    })
  })

  it('verifyRelayJwt checks every new JWT of an issuer whose key it has parsed before (reconnects sign anew)', () => {
    const aud = 'ws://127.0.0.1:1'
    const seed = ed25519.utils.randomPrivateKey()
    const first = makeAuthToken({ aud, seed })
    expect(verifyRelayJwt(first.token, [aud])).toEqual({ ok: true, clientId: first.clientId })
    expect(verifyRelayJwt(makeAuthToken({ aud, seed }).token, [aud])).toEqual({
      ok: true,
      clientId: first.clientId,
    })
    // Same issuer, signed by another key: the parsed key of that issuer still refuses it.
    expect(verifyRelayJwt(makeAuthToken({ aud, seed, wrongKey: true }).token, [aud])).toEqual({
      ok: false,
      reason: 'Invalid auth token: bad signature',
    })
    expect(verifyRelayJwt(makeAuthToken({ aud, seed, expiresIn: -10 }).token, [aud])).toEqual({
      ok: false,
      reason: 'Invalid auth token: expired',
    })
  })

  it('verifyRelayJwt accepts what @walletconnect/relay-auth signs', async () => {
    const relayAuth = await import('@walletconnect/relay-auth')
    const keyPair = relayAuth.generateKeyPair(ed25519.utils.randomPrivateKey())
    const jwt = await relayAuth.signJWT('sub', 'ws://127.0.0.1:1', 86400, keyPair)
    expect(verifyRelayJwt(jwt, ['ws://127.0.0.1:1'])).toEqual({
      ok: true,
      clientId: relayAuth.encodeIss(keyPair.publicKey),
    })
  })
})
