import { type IdentityProvider, signInWithDevIdp, startIdentityProvider } from '@portico/dev-services'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OAUTH_PROVIDERS } from '../../src/auth/social/socialProviders.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'
import { get, post } from './authClient.js'
import { newDeviceKey } from './dpopClient.js'
import {
  APP_ORIGIN,
  devIdpTestClients,
  flowKey,
  socialConfigFor,
  socialLogin,
  startSocial,
} from './socialClient.js'

// Issue 12: OAuth 2.0 / OpenID Connect login against the real development identity provider (oidc-provider),
// with every provider's endpoints pointed at it, as `npm start` does.
describe.each(DATABASES)('social login on $name (issue 12, F-19)', (database) => {
  let idp: IdentityProvider
  let gw: RunningGateway
  beforeAll(async () => {
    idp = await startIdentityProvider({ port: 0, clients: devIdpTestClients() })
    gw = await startGateway(database, { auth: { social: socialConfigFor(idp.issuer) } })
  })
  afterAll(async () => {
    await gw?.close()
    await idp?.close()
  })

  it.each(OAUTH_PROVIDERS)(
    'F-19 %s: code flow with PKCE and state gives a session for the provider account',
    async (provider) => {
      const { callback, session } = await socialLogin(gw.base, provider, `ada-${provider}`)
      expect(callback).toEqual({ appOrigin: APP_ORIGIN, provider })
      expect(session).toMatchObject({
        provider,
        // Apple names no one without the email scope, which needs a form-post answer (socialProviders.ts).
        username: provider === 'apple' ? null : `ada-${provider}`,
        user: { id: expect.any(String), email: '' },
      })
      const me = await get(gw.base, '/auth/v1/session', session.accessToken)
      expect(me.status).toBe(200)
      expect(me.body.user.id).toBe(session.user.id)
    },
  )

  it('the same provider account is the same user every time; another user or another provider is another', async () => {
    const first = await socialLogin(gw.base, 'github', 'grace')
    const again = await socialLogin(gw.base, 'github', 'grace')
    const other = await socialLogin(gw.base, 'github', 'linus')
    const elsewhere = await socialLogin(gw.base, 'discord', 'grace')
    expect(again.session.user.id).toBe(first.session.user.id)
    expect(other.session.user.id).not.toBe(first.session.user.id)
    expect(elsewhere.session.user.id).not.toBe(first.session.user.id)
  })

  it('F-21 a same-window (Telegram) login names the app page to return to: the callback answers it; off-origin is refused', async () => {
    const k = flowKey()
    const returnUrl = `${APP_ORIGIN}/shop?item=1`
    const started = await post(gw.base, '/auth/v1/social/start', {
      provider: 'github',
      appOrigin: APP_ORIGIN,
      flowKeyHash: k.hash,
      returnUrl,
    })
    expect(started.status).toBe(200)
    const callbackUrl = await signInWithDevIdp(started.body.uri, 'telegram-user')
    const callback = await post(gw.base, '/auth/v1/social/callback', { callbackUrl })
    expect(callback).toMatchObject({
      status: 200,
      body: { appOrigin: APP_ORIGIN, provider: 'github', returnUrl },
    })
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', 'not a url']) {
      const refused = await post(gw.base, '/auth/v1/social/start', {
        provider: 'github',
        appOrigin: APP_ORIGIN,
        flowKeyHash: flowKey().hash,
        returnUrl: bad,
      })
      expect(refused).toMatchObject({ status: 400, body: { field: 'body.returnUrl' } })
    }
  })

  it('a username is kept as plain text: control and bidi characters removed, never interpreted', async () => {
    const { session } = await socialLogin(gw.base, 'discord', '<img src=x onerror=alert(1)>\u202Eevil')
    expect(session.username).toBe('<img src=x onerror=alert(1)>evil')
  })

  it('F-19 a replayed, missing or tampered state is refused with no session', async () => {
    const { callbackUrl, flowKey: key } = await socialLogin(gw.base, 'google', 'replay')
    const replay = await post(gw.base, '/auth/v1/social/redeem', { callbackUrl, flowKey: key })
    expect(replay).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', field: 'body.flowKey' } })
    expect((await post(gw.base, '/auth/v1/social/callback', { callbackUrl })).body.field).toBe('state')

    const started = await startSocial(gw.base, 'google')
    const url = new URL(await signInWithDevIdp(started.body.uri, 'tamper'))
    const tampered = new URL(url)
    tampered.searchParams.set('state', `${url.searchParams.get('state')}x`)
    expect(
      (await post(gw.base, '/auth/v1/social/callback', { callbackUrl: tampered.toString() })).body.field,
    ).toBe('state')
    expect(
      await post(gw.base, '/auth/v1/social/redeem', {
        callbackUrl: tampered.toString(),
        flowKey: started.flowKey,
      }),
    ).toMatchObject({ status: 401, body: { field: 'body.flowKey' } })
    const missing = new URL(url)
    missing.searchParams.delete('state')
    expect(
      (await post(gw.base, '/auth/v1/social/callback', { callbackUrl: missing.toString() })).body,
    ).toMatchObject({
      field: 'state',
      message: 'The sign-in answer has no state',
    })
  })

  it('F-19 a redeem without a DPoP proof opens no session and leaves the flow to the frame; its session is bound (issue 22)', async () => {
    const started = await startSocial(gw.base, 'github')
    const callbackUrl = await signInWithDevIdp(started.body.uri, 'boundsocial')
    expect((await post(gw.base, '/auth/v1/social/callback', { callbackUrl })).status).toBe(200)
    const body = { callbackUrl, flowKey: started.flowKey }
    const bare = await post(gw.base, '/auth/v1/social/redeem', body, { device: null })
    expect(bare.status).toBe(401)
    expect(bare.headers.get('www-authenticate')).toMatch(/error="invalid_dpop_proof"/)
    const device = await newDeviceKey()
    const bound = await post(gw.base, '/auth/v1/social/redeem', body, { device })
    expect(bound.status).toBe(200)
    expect(decodeJwt(bound.body.accessToken).cnf).toEqual({ jkt: device.jkt })
  })

  it('F-19 only the flow key that started a flow redeems it, once', async () => {
    const started = await startSocial(gw.base, 'x')
    const callbackUrl = await signInWithDevIdp(started.body.uri, 'keyholder')
    expect((await post(gw.base, '/auth/v1/social/callback', { callbackUrl })).status).toBe(200)
    const stranger = await startSocial(gw.base, 'x')
    expect(
      (await post(gw.base, '/auth/v1/social/redeem', { callbackUrl, flowKey: stranger.flowKey })).status,
    ).toBe(401)
    expect(
      (await post(gw.base, '/auth/v1/social/redeem', { callbackUrl, flowKey: started.flowKey })).status,
    ).toBe(200)
    expect(
      (await post(gw.base, '/auth/v1/social/redeem', { callbackUrl, flowKey: started.flowKey })).status,
    ).toBe(401)
  })

  it('F-19 a phishing link: the victim completes a stranger’s flow, and neither the stranger nor the victim’s browser gets a session', async () => {
    // The stranger starts a flow with a flow key of their own and sends the victim the provider link.
    const stranger = await startSocial(gw.base, 'github')
    const state = new URL(stranger.body.uri).searchParams.get('state') ?? ''
    const users = async () =>
      Number((await gw.gateway.db.query<{ n: string }>('SELECT count(*) AS n FROM auth_users')).rows[0]?.n)
    const usersBefore = await users()
    // Before any redeem, the database holds only the flow key's hash (the PKCE challenge), never the verifier.
    const row = await gw.gateway.db.query<{ code_verifier: string }>(
      'SELECT code_verifier FROM auth_social_flows',
    )
    expect(row.rows.every((r) => r.code_verifier === '')).toBe(true)
    // The victim signs in; their browser's callback page reports the answer: nothing is exchanged, nobody is made.
    const victimCallback = await signInWithDevIdp(stranger.body.uri, 'victim')
    expect((await post(gw.base, '/auth/v1/social/callback', { callbackUrl: victimCallback })).status).toBe(
      200,
    )
    expect(await users()).toBe(usersBefore)
    // The victim's browser holds the code but not the key: any key it tries is refused.
    const victimTry = await post(gw.base, '/auth/v1/social/redeem', {
      callbackUrl: victimCallback,
      flowKey: flowKey().key,
    })
    expect(victimTry).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } })
    // The stranger holds the key but not the code: a made-up answer is refused by the provider, and uses the flow up.
    const guessed = `${socialConfigFor(idp.issuer).redirectUri}?code=guess&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(idp.issuer)}`
    const strangerTry = await post(gw.base, '/auth/v1/social/redeem', {
      callbackUrl: guessed,
      flowKey: stranger.flowKey,
    })
    expect(strangerTry.status).toBeGreaterThanOrEqual(400)
    expect(strangerTry.body.accessToken).toBeUndefined()
    // Even with the victim's answer later, the flow is gone.
    const late = await post(gw.base, '/auth/v1/social/redeem', {
      callbackUrl: victimCallback,
      flowKey: stranger.flowKey,
    })
    expect(late).toMatchObject({ status: 401 })
    expect(await users()).toBe(usersBefore)
  })

  it('an unknown or unconfigured provider, a foreign app origin and a foreign callback URL are refused naming the field', async () => {
    for (const provider of ['myspace', 'farcaster']) {
      const res = await startSocial(gw.base, provider)
      expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM', field: 'body.provider' } })
    }
    const foreign = await post(gw.base, '/auth/v1/social/start', {
      provider: 'google',
      appOrigin: 'https://evil.example',
      flowKeyHash: 'A'.repeat(43),
    })
    expect(foreign).toMatchObject({ status: 400, body: { field: 'body.appOrigin' } })
    const elsewhere = await post(gw.base, '/auth/v1/social/callback', {
      callbackUrl: 'https://evil.example/social/callback?code=x&state=portico-dev~y',
    })
    expect(elsewhere).toMatchObject({ status: 400, body: { field: 'body.callbackUrl' } })
  })

  it('F-19 a provider error in the answer (the user declined) is refused at redeem and uses up the state', async () => {
    const started = await startSocial(gw.base, 'facebook')
    const state = new URL(started.body.uri).searchParams.get('state') ?? ''
    const callbackUrl = `${socialConfigFor(idp.issuer).redirectUri}?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(idp.issuer)}`
    const res = await post(gw.base, '/auth/v1/social/redeem', { callbackUrl, flowKey: started.flowKey })
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'The provider did not sign you in (access_denied)' },
    })
    expect((await post(gw.base, '/auth/v1/social/callback', { callbackUrl })).body.field).toBe('state')
  })
})
