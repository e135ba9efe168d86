import {
  type FaultyIdTokenProvider,
  type IdTokenFault,
  startFaultyIdTokenProvider,
} from '@portico/dev-services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'
import { post } from './authClient.js'
import { REDIRECT_URI, startSocial } from './socialClient.js'

// A misbehaving OpenID provider cannot be had from the development identity provider (it only issues good
// tokens), so this stand-in token endpoint signs ID tokens with one chosen fault, for the gateway to refuse.
describe.each(DATABASES)('social login refuses bad ID tokens on $name (issue 12, bad input)', (database) => {
  let provider: FaultyIdTokenProvider
  let gw: RunningGateway
  beforeAll(async () => {
    provider = await startFaultyIdTokenProvider({ clientId: 'test-google' })
    const issuer = provider.issuer
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
    await provider?.close()
  })

  /** One flow whose token answer has `f`; returns the callback, redeem and second redeem answers. */
  async function flowWith(f: IdTokenFault) {
    const started = await startSocial(gw.base, 'google')
    const uri = new URL(started.body.uri)
    provider.next(f, uri.searchParams.get('nonce') ?? '')
    const state = uri.searchParams.get('state') ?? ''
    const callbackUrl = `${REDIRECT_URI}?code=c&state=${encodeURIComponent(state)}`
    const callback = await post(gw.base, '/auth/v1/social/callback', { callbackUrl })
    const redeem = await post(gw.base, '/auth/v1/social/redeem', { callbackUrl, flowKey: started.flowKey })
    const again = await post(gw.base, '/auth/v1/social/redeem', { callbackUrl, flowKey: started.flowKey })
    return { callback, redeem, again }
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
    // The callback page exchanges nothing (issue 22); the frame's redeem does, and is refused.
    const { callback, redeem, again } = await flowWith(f)
    expect(callback.status).toBe(200)
    expect(redeem).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', field: 'callbackUrl' } })
    expect(redeem.body.message).toMatch(reason)
    expect(redeem.body.accessToken).toBeUndefined()
    expect(again.status).toBe(401)
  })
})
