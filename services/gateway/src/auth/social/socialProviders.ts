/** The OAuth providers the gateway logs in with (A-03 without farcaster, which signs in differently). */
export const OAUTH_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** Where a provider's endpoints are and how its client authenticates at the token endpoint. */
export interface ProviderEndpoints {
  /** The issuer: checked against ID tokens (OpenID Connect) and the `iss` of the authorization response. */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** OpenID Connect providers: the keys of their ID tokens. */
  jwksUri?: string
  /** OAuth-only providers: the user API read with the access token. */
  userinfoEndpoint?: string
  /** How the client secret is sent to the token endpoint. */
  tokenAuth: 'basic' | 'post'
}

/** Who the user is, as a provider says: the stable id and a display name (untrusted text). */
export interface ProviderIdentity {
  subject: string
  username?: string
}

/** One provider: its real endpoints, scopes and where its user id lives. */
export interface ProviderSpec extends ProviderEndpoints {
  /** True: OpenID Connect, an ID token with our nonce is required and checked. False: OAuth 2.0 + user API. */
  oidc: boolean
  scope: string
  /** Reads the identity from the ID token's claims (OIDC) or the user API's answer (OAuth). */
  identity(claims: Record<string, unknown>): ProviderIdentity | undefined
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
const identity = (subject: unknown, username: unknown): ProviderIdentity | undefined => {
  const s = text(subject)
  if (!s) return undefined
  const u = text(username)
  return u ? { subject: s, username: u } : { subject: s }
}

/**
 * Each provider's real endpoints and user-id claim (as documented by the provider, November 2026). The gateway
 * config may replace any endpoint per provider (`PORTICO_SOCIAL_ENDPOINTS`), which is how development and tests
 * point all six at the development identity provider.
 */
export const PROVIDER_SPECS: Record<OAuthProvider, ProviderSpec> = {
  google: {
    oidc: true,
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    tokenAuth: 'post',
    scope: 'openid email profile',
    identity: (c) => identity(c.sub, c.name ?? c.email),
  },
  apple: {
    // Apple returns the name only once, by form post; with no scope the answer comes back as a query (the
    // popup's redirect), and the ID token's `sub` (and `email` when shared) identify the user.
    oidc: true,
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    tokenAuth: 'post',
    scope: 'openid',
    identity: (c) => identity(c.sub, c.email),
  },
  x: {
    oidc: false,
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    tokenAuth: 'basic',
    scope: 'users.read tweet.read',
    identity: (c) => identity(record(c.data).id, record(c.data).username),
  },
  discord: {
    oidc: false,
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    tokenAuth: 'post',
    scope: 'identify',
    identity: (c) => identity(c.id, c.username),
  },
  github: {
    oidc: false,
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    tokenAuth: 'post',
    scope: 'read:user',
    identity: (c) => identity(c.id, c.login),
  },
  facebook: {
    oidc: false,
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name',
    tokenAuth: 'post',
    scope: 'public_profile',
    identity: (c) => identity(c.id, c.name),
  },
}

/** Whether `name` is a provider the gateway logs in with over OAuth. */
export const isOAuthProvider = (name: unknown): name is OAuthProvider =>
  typeof name === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(name)
