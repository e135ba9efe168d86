import * as oidc from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_USER_API_PATH,
  type IdentityProvider,
  signInWithDevIdp,
  startIdentityProvider,
  subjectOf,
} from '../src/index.js'

const REDIRECT = 'http://127.0.0.1:5174/social/callback'

describe('development identity provider (TEST-CONTRACT.md: idp-login, idp-submit)', () => {
  let idp: IdentityProvider
  let config: oidc.Configuration
  beforeAll(async () => {
    idp = await startIdentityProvider({
      port: 0,
      clients: [{ clientId: 'test-google', clientSecret: 'test-secret', redirectUris: [REDIRECT] }],
    })
    config = await oidc.discovery(new URL(idp.issuer), 'test-google', 'test-secret', undefined, {
      execute: [oidc.allowInsecureRequests],
    })
  })
  afterAll(() => idp?.close())

  /** One authorization code flow with PKCE, state and nonce, signing in as `name`. */
  async function login(name: string, scope = 'openid profile email') {
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope,
      state,
      ...(scope.includes('openid') ? { nonce } : {}),
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    const callback = await signInWithDevIdp(url.toString(), name)
    expect(callback.startsWith(REDIRECT)).toBe(true)
    return oidc.authorizationCodeGrant(config, new URL(callback), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      ...(scope.includes('openid') ? { expectedNonce: nonce } : {}),
      idTokenExpected: scope.includes('openid'),
    })
  }

  it('signs in any user name, the same name as the same subject every time, with no consent page', async () => {
    const first = await login('ada')
    const again = await login('ada')
    const other = await login('grace')
    expect(first.claims()?.sub).toBe(subjectOf('ada'))
    expect(again.claims()?.sub).toBe(first.claims()?.sub)
    expect(other.claims()?.sub).not.toBe(first.claims()?.sub)
    expect(first.claims()?.name).toBe('ada')
  })

  it('answers the OAuth-only providers’ user API shape for a plain OAuth 2.0 login (no openid scope)', async () => {
    const tokens = await login('<b>linus</b>', 'read:user')
    const res = await fetch(`${idp.issuer}${DEV_USER_API_PATH}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(res.status).toBe(200)
    const user = (await res.json()) as Record<string, any>
    expect(user).toMatchObject({
      id: subjectOf('<b>linus</b>'),
      login: '<b>linus</b>',
      username: '<b>linus</b>',
    })
    expect(user.data).toMatchObject({ id: subjectOf('<b>linus</b>'), username: '<b>linus</b>' })
    const refused = await fetch(`${idp.issuer}${DEV_USER_API_PATH}`, {
      headers: { authorization: 'Bearer nope' },
    })
    expect(refused.status).toBe(401)
  })

  it('shows the sign-in page with idp-login and idp-submit, escaping what it echoes', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      state: 's',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    })
    const first = await fetch(url, { redirect: 'manual' })
    const page = await fetch(new URL(first.headers.get('location') ?? '', idp.issuer), {
      headers: {
        cookie: first.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    })
    const html = await page.text()
    expect(html).toContain('data-testid="idp-login"')
    expect(html).toContain('data-testid="idp-submit"')
  })

  it('refuses an authorization request without PKCE', async () => {
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid', state: 's' })
    const res = await fetch(url, { redirect: 'manual' })
    const location = new URL(res.headers.get('location') ?? '', idp.issuer)
    expect(location.searchParams.get('error')).toBe('invalid_request')
  })
})
