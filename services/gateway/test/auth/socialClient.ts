import { createHash, randomBytes } from 'node:crypto'
import { DEV_USER_API_PATH, signInWithDevIdp } from '@portico/dev-services'
import type { SocialConfig } from '../../src/auth/social/socialConfig.js'
import { OAUTH_PROVIDERS } from '../../src/auth/social/socialProviders.js'
import { ORIGIN, post } from './authClient.js'

/** The secure site's callback in these tests (never requested: the gateway is handed its URL). */
export const REDIRECT_URI = `${ORIGIN}/social/callback`
/** The embedding app's origin the frame reports (allowed by the development project). */
export const APP_ORIGIN = 'http://127.0.0.1:5173'

/** Every provider pointed at the identity provider at `issuer`, with a client for `portico-dev` each. */
export function socialConfigFor(issuer: string): SocialConfig {
  const endpoints = {
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    jwksUri: `${issuer}/jwks`,
    userinfoEndpoint: `${issuer}${DEV_USER_API_PATH}`,
    tokenAuth: 'post' as const,
  }
  return {
    clients: {
      'portico-dev': Object.fromEntries(
        OAUTH_PROVIDERS.map((p) => [p, { clientId: `test-${p}`, clientSecret: `test-${p}-secret` }]),
      ),
    },
    endpoints: Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, endpoints])),
    redirectUri: REDIRECT_URI,
  }
}

/** The identity provider's clients for {@link socialConfigFor}. */
export const devIdpTestClients = () =>
  OAUTH_PROVIDERS.map((p) => ({
    clientId: `test-${p}`,
    clientSecret: `test-${p}-secret`,
    redirectUris: [REDIRECT_URI],
  }))

/** A flow key as the secure frame makes one, with the hash it sends at the start. */
export function flowKey() {
  const key = randomBytes(32).toString('base64url')
  return { key, hash: createHash('sha256').update(key).digest('base64url') }
}

/** Starts a flow for `provider`; returns the answer and the flow key. */
export async function startSocial(base: string, provider: string) {
  const k = flowKey()
  const res = await post(base, '/auth/v1/social/start', {
    provider,
    appOrigin: APP_ORIGIN,
    flowKeyHash: k.hash,
  })
  return { ...res, flowKey: k.key }
}

/** A whole social login through the development identity provider: start, sign in, callback, redeem. */
export async function socialLogin(base: string, provider: string, userName: string) {
  const started = await startSocial(base, provider)
  if (started.status !== 200)
    throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`)
  const callbackUrl = await signInWithDevIdp(started.body.uri, userName)
  const callback = await post(base, '/auth/v1/social/callback', { callbackUrl })
  if (callback.status !== 200)
    throw new Error(`callback answered ${callback.status}: ${JSON.stringify(callback.body)}`)
  const state = new URL(callbackUrl).searchParams.get('state') ?? ''
  const redeemed = await post(base, '/auth/v1/social/redeem', { callbackUrl, flowKey: started.flowKey })
  if (redeemed.status !== 200)
    throw new Error(`redeem answered ${redeemed.status}: ${JSON.stringify(redeemed.body)}`)
  return { callback: callback.body, session: redeemed.body, callbackUrl, state, flowKey: started.flowKey }
}
