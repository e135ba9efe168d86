import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'
import { post } from './authClient.js'
import { REDIRECT_URI, startSocial } from './socialClient.js'

/** How the stand-in provider's next ID token is wrong. */
type Fault = 'none' | 'nonce' | 'expired' | 'audience'

// A misbehaving OpenID provider cannot be had from the development identity provider (it only issues good
// tokens), so this stand-in token endpoint signs ID tokens with one chosen fault, for the gateway to refuse.
describe.each(DATABASES)('social login refuses bad ID tokens on $name (issue 12, bad input)', (database) => {
  let server: Server
  let issuer: string
  let gw: RunningGateway
  let fault: Fault = 'none'
  /** The nonce of the flow under test (read from the authorization URL the gateway built). */
  let nonce = ''
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('RS256')
    server = createServer((req, res) => {
      const now = Math.floor(Date.now() / 1000)
      void new SignJWT({ nonce: fault === 'nonce' ? 'not-the-nonce' : nonce, name: 'Mallory' })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer(issuer)
        .setSubject('mallory')
        .setAudience(fault === 'audience' ? 'someone-else' : 'test-google')
        .setIssuedAt(fault === 'expired' ? now - 7200 : now)
        .setExpirationTime(fault === 'expired' ? now - 3600 : now + 600)
        .sign(privateKey)
        .then((idToken) => {
          req.resume()
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(
            JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token: idToken }),
          )
        })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    gw = await startGateway(database, {
      auth: {
        social: {
          clients: { 'portico-dev': { google: { clientId: 'test-google', clientSecret: 's' } } },
          endpoints: {
            google: { issuer, authorizationEndpoint: `${issuer}/auth`, tokenEndpoint: `${issuer}/token` },
          },
          redirectUri: REDIRECT_URI,
        },
      },
    })
  })
  afterAll(async () => {
    await gw?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  /** One flow whose token answer has `f`; returns the callback and redeem answers. */
  async function flowWith(f: Fault) {
    fault = f
    const started = await startSocial(gw.base, 'google')
    const uri = new URL(started.body.uri)
    nonce = uri.searchParams.get('nonce') ?? ''
    const state = uri.searchParams.get('state') ?? ''
    const callbackUrl = `${REDIRECT_URI}?code=c&state=${encodeURIComponent(state)}`
    const callback = await post(gw.base, '/auth/v1/social/callback', { callbackUrl })
    const redeem = await post(gw.base, '/auth/v1/social/redeem', { state, flowKey: started.flowKey })
    return { callback, redeem }
  }

  it('accepts a well-formed ID token (the baseline the faults differ from)', async () => {
    const { callback, redeem } = await flowWith('none')
    expect(callback.status).toBe(200)
    expect(redeem).toMatchObject({ status: 200, body: { provider: 'google', username: 'Mallory' } })
  })

  it.each([
    ['nonce', /nonce/],
    ['expired', /exp/],
    ['audience', /aud/],
  ] as const)('an ID token with a wrong %s is refused and opens no session', async (f, reason) => {
    const { callback, redeem } = await flowWith(f)
    expect(callback).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', field: 'callbackUrl' } })
    expect(callback.body.message).toMatch(reason)
    expect(redeem.status).toBe(401)
  })
})
