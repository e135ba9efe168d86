import * as oidc from 'openid-client'
import type { ConsoleConfig } from './consoleConfig.js'

/** Longest wait for the identity provider (discovery, token exchange), in seconds. */
const OIDC_TIMEOUT_SEC = 10

/** A started sign-in: the URL to send the operator to and what the callback must check. */
export interface ConsoleLoginStart {
  url: string
  state: string
  nonce: string
  codeVerifier: string
}

/** The operator the identity provider vouched for. */
export interface OperatorIdentity {
  subject: string
  email: string | undefined
  name: string
}

/**
 * The console's OpenID Connect client (openid-client): authorization code with PKCE (S256), a `state` and a
 * `nonce`. The issuer's discovery document is read at the first sign-in (the identity provider may start after
 * the gateway) and kept; a failed read is retried at the next one.
 */
export class ConsoleOidc {
  #config: Promise<oidc.Configuration> | undefined

  constructor(private readonly options: Pick<ConsoleConfig, 'issuer' | 'clientId' | 'clientSecret'>) {}

  #configuration(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.options
    this.#config ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
        // consoleConfigFromEnv allows http only for a loopback issuer: the development identity provider.
        ...(issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: OIDC_TIMEOUT_SEC,
      })
      .catch((error: unknown) => {
        this.#config = undefined
        throw error
      })
    return this.#config
  }

  /** A new sign-in that returns to `redirectUri`. */
  async start(redirectUri: string): Promise<ConsoleLoginStart> {
    const config = await this.#configuration()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    return { url: url.href, state, nonce, codeVerifier }
  }

  /**
   * Redeems the code of `callbackUrl` (the full URL the provider redirected to) and checks the ID token's
   * signature, issuer, audience, expiry, nonce and the state. Throws when any check fails.
   */
  async finish(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OperatorIdentity> {
    const config = await this.#configuration()
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('the identity provider sent no ID token')
    const email =
      typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : undefined
    const name =
      (typeof claims.name === 'string' && claims.name) ||
      (typeof claims.preferred_username === 'string' && claims.preferred_username) ||
      email ||
      claims.sub
    return { subject: claims.sub, email, name }
  }
}

/** Whether `identity` is on the configured operator list (by subject or by verified email). */
export const isOperator = (operators: readonly string[], identity: OperatorIdentity): boolean =>
  operators.includes(identity.subject) || (!!identity.email && operators.includes(identity.email))
