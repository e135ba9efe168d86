import * as oidc from 'openid-client'
import type { SocialConfig } from './socialConfig.js'
import {
  type OAuthProvider,
  PROVIDER_SPECS,
  type ProviderIdentity,
  type ProviderSpec,
} from './socialProviders.js'

/** Seconds the gateway waits for a provider's token endpoint or user API. */
const PROVIDER_TIMEOUT_SEC = 10

/** One project's client at one provider: the merged spec and the openid-client configuration. */
export interface ProviderClient {
  provider: OAuthProvider
  spec: ProviderSpec
  config: oidc.Configuration
}

/** What a flow keeps between its start and its redeem: the URL for the popup, and the ID token's nonce. */
export interface AuthorizationStart {
  url: string
  nonce?: string
}

/**
 * The openid-client configurations of each (project, provider), built on first use from the built-in spec with
 * the config's endpoint overrides; undefined when the project has no client for that provider.
 */
export function providerClients(social: SocialConfig) {
  const cache = new Map<string, ProviderClient>()
  return (projectId: string, provider: OAuthProvider): ProviderClient | undefined => {
    const key = `${projectId}\u0000${provider}`
    const hit = cache.get(key)
    if (hit) return hit
    const client = social.clients[projectId]?.[provider]
    if (!client) return undefined
    const spec: ProviderSpec = { ...PROVIDER_SPECS[provider], ...social.endpoints[provider] }
    const server: oidc.ServerMetadata = {
      issuer: spec.issuer,
      authorization_endpoint: spec.authorizationEndpoint,
      token_endpoint: spec.tokenEndpoint,
      ...(spec.jwksUri ? { jwks_uri: spec.jwksUri } : {}),
      ...(spec.userinfoEndpoint ? { userinfo_endpoint: spec.userinfoEndpoint } : {}),
    }
    const auth =
      spec.tokenAuth === 'basic'
        ? oidc.ClientSecretBasic(client.clientSecret)
        : oidc.ClientSecretPost(client.clientSecret)
    const config = new oidc.Configuration(server, client.clientId, undefined, auth)
    config.timeout = PROVIDER_TIMEOUT_SEC
    // The config only accepts http for loopback hosts (socialConfig.checkEndpointUrl): the development provider.
    const urls = [spec.authorizationEndpoint, spec.tokenEndpoint, spec.jwksUri, spec.userinfoEndpoint]
    if (urls.some((u) => u?.startsWith('http:'))) oidc.allowInsecureRequests(config)
    const built = { provider, spec, config }
    cache.set(key, built)
    return built
  }
}

/**
 * The provider's authorization URL for a new flow: authorization code with PKCE (S256), our `state`, and for
 * OpenID Connect providers a `nonce` the ID token must carry back. The PKCE challenge is the secure frame's: the
 * SHA-256 of its flow key, which is the code verifier. The gateway never holds the verifier until the frame
 * redeems the flow, so it cannot exchange a code before that, and nobody but that frame can have it exchanged
 * (issue 22: a phishing link's victim completes a flow nobody can redeem).
 */
export function startAuthorization(
  client: ProviderClient,
  redirectUri: string,
  state: string,
  codeChallenge: string,
): AuthorizationStart {
  const nonce = client.spec.oidc ? oidc.randomNonce() : undefined
  const url = oidc.buildAuthorizationUrl(client.config, {
    redirect_uri: redirectUri,
    scope: client.spec.scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...(nonce ? { nonce } : {}),
  })
  return { url: url.toString(), ...(nonce ? { nonce } : {}) }
}

/**
 * Finishes a flow from the URL the provider redirected to: openid-client checks the `state` and `iss`,
 * exchanges the code with the PKCE verifier (the frame's flow key, given at redeem), and for OpenID Connect checks the ID token (issuer, audience,
 * expiry, nonce); OAuth-only providers are then asked for the user with the access token. Returns who the user
 * is; throws openid-client's errors when any check fails.
 */
export async function finishAuthorization(
  client: ProviderClient,
  callbackUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string | null },
): Promise<ProviderIdentity> {
  const tokens = await oidc.authorizationCodeGrant(client.config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    idTokenExpected: client.spec.oidc,
    ...(client.spec.oidc && checks.nonce ? { expectedNonce: checks.nonce } : {}),
  })
  let claims: Record<string, unknown>
  if (client.spec.oidc) {
    claims = (tokens.claims() ?? {}) as Record<string, unknown>
  } else {
    const endpoint = client.spec.userinfoEndpoint
    if (!endpoint) throw new Error(`${client.provider} has no user API configured`)
    const res = await oidc.fetchProtectedResource(
      client.config,
      tokens.access_token,
      new URL(endpoint),
      'GET',
      undefined,
      new Headers({ accept: 'application/json', 'user-agent': 'portico-gateway' }),
    )
    if (!res.ok) throw new Error(`${client.provider}'s user API answered ${res.status}`)
    claims = (await res.json()) as Record<string, unknown>
  }
  const identity = client.spec.identity(claims)
  if (!identity) throw new Error(`${client.provider} named no user id`)
  return identity
}
