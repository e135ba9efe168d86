import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider'
import { devUserClaims, normaliseUserName } from './devUser.js'
import { loginPage } from './loginPage.js'

/** Default port of the development identity provider (TEST-CONTRACT.md, env `PORTICO_IDP_PORT`). */
export const DEFAULT_IDP_PORT = 8790
/** Path of the provider-style user API (GitHub's `/user`, Discord's `/users/@me`, X's `/2/users/me`). */
export const DEV_USER_API_PATH = '/api/user'
/** The scopes the real providers use (OAuth-only ones included), all accepted and granted. */
const PROVIDER_SCOPES = [
  'profile',
  'email',
  'name',
  'read:user',
  'identify',
  'users.read',
  'tweet.read',
  'public_profile',
]
/** Lifetimes (seconds) of the provider's artifacts: short, it is for development. */
const TTL = {
  AccessToken: 600,
  AuthorizationCode: 60,
  IdToken: 600,
  Interaction: 600,
  Session: 3600,
  Grant: 3600,
}
/** Largest sign-in form body read, in bytes. */
const MAX_FORM_BYTES = 4096

/** An OAuth client the identity provider knows (one per project and provider in development). */
export interface DevIdpClient {
  clientId: string
  clientSecret: string
  redirectUris: string[]
}

/** Options of {@link startIdentityProvider}; port 0 picks a free port. */
export interface IdentityProviderOptions {
  clients: readonly DevIdpClient[]
  port?: number
  /** Default `127.0.0.1`. */
  host?: string
}

/** A running development identity provider. */
export interface IdentityProvider {
  /** `http://<host>:<port>`: the issuer, with `/.well-known/openid-configuration`. */
  issuer: string
  port: number
  close(): Promise<void>
}

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(body)
}

/** Reads a small urlencoded form body. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

/**
 * A sign-in prompt every time, even with a session: the tester picks the user at each login (a real provider
 * would remember the browser; the stand-in must let one browser try several users and providers).
 */
function everyTimePolicy() {
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('every_time', 'The development identity provider asks every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  return policy
}

/**
 * A grant for whatever the client asked, so there is no consent page (development only): every client of this
 * provider is the operator's own.
 */
async function grantEverything(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider
  const grant = new Grant({ clientId: ctx.oidc.client?.clientId, accountId: ctx.oidc.session?.accountId })
  const scope = ctx.oidc.params?.scope
  if (typeof scope === 'string') grant.addOIDCScope(scope)
  await grant.save()
  return grant
}

/**
 * Starts the development identity provider (OpenID Connect on `oidc-provider`): standing in for google, x,
 * discord, github, apple and facebook, with one sign-in page (`idp-login`, `idp-submit`) where any user name
 * signs in as that user, no consent page, PKCE required, authorization code flow only. Besides the standard
 * endpoints it answers `GET /api/user` with a bearer access token, in the shape of the OAuth-only providers'
 * user APIs (see `devUserClaims`).
 */
export async function startIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const host = options.host ?? '127.0.0.1'
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) =>
    send(res, 503, 'text/plain', 'starting')
  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_IDP_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const issuer = `http://${host}:${port}`
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'dev-idp' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    scopes: ['openid', ...PROVIDER_SCOPES],
    ttl: TTL,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: everyTimePolicy(),
    },
    loadExistingGrant: grantEverything,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...claimsBySubject.get(sub), sub }),
    }),
  })
  // The claims of each user who signed in since start, by subject (the name is not derivable from the hash).
  const claimsBySubject = new Map<string, ReturnType<typeof devUserClaims>>()
  const oidc = provider.callback()

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) return send(res, 400, 'text/plain', 'Unknown sign-in')
    const clientId = String(details.params.client_id ?? '')
    const action = `/interaction/${encodeURIComponent(uid)}`
    if (req.method === 'GET')
      return send(res, 200, 'text/html; charset=utf-8', loginPage({ action, clientId }))
    const name = normaliseUserName((await readForm(req)).get('login'))
    if (!name) {
      const error = 'Enter a user name (1 to 64 characters).'
      return send(res, 400, 'text/html; charset=utf-8', loginPage({ action, clientId, error }))
    }
    const claims = devUserClaims(name)
    claimsBySubject.set(claims.sub, claims)
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: claims.sub } },
      {
        mergeWithLastSubmission: false,
      },
    )
  }

  const userApi = async (req: IncomingMessage, res: ServerResponse) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const found = token ? await provider.AccessToken.find(token) : undefined
    const claims = found?.accountId ? claimsBySubject.get(found.accountId) : undefined
    if (!claims) return send(res, 401, 'application/json', JSON.stringify({ error: 'invalid_token' }))
    send(res, 200, 'application/json', JSON.stringify(claims))
  }

  handle = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname
    const uid = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(path)?.[1]
    const route = uid
      ? interaction(req, res, uid)
      : path === DEV_USER_API_PATH
        ? userApi(req, res)
        : undefined
    if (!route) return oidc(req, res)
    route.catch((error: unknown) => {
      if (!res.headersSent) send(res, 400, 'text/plain', `Sign-in failed: ${(error as Error).message}`)
    })
  }

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
