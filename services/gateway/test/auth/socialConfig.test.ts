import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plainUsername } from '../../src/auth/social/identityRepo.js'
import { providerClients } from '../../src/auth/social/providerClient.js'
import {
  parseSocialClients,
  parseSocialEndpoints,
  socialConfigFromEnv,
} from '../../src/auth/social/socialConfig.js'
import { PROVIDER_SPECS } from '../../src/auth/social/socialProviders.js'
import { createProject } from '../../src/projects/projectRepo.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

// Issue 12, Deliver 1: per-project OAuth clients and per-provider endpoint overrides in the gateway's config, each
// provider's user-id claim, and provider text kept as plain text.
const CLIENTS = {
  'portico-dev': { google: { clientId: 'dev-google', clientSecret: 'dev-secret' } },
  acme: {
    google: { clientId: 'acme-google', clientSecret: 'acme-secret' },
    github: { clientId: 'acme-github', clientSecret: 'acme-gh-secret' },
  },
}

describe('social login config (issue 12)', () => {
  it('reads per-project clients and per-provider endpoint overrides from PORTICO_SOCIAL_*', () => {
    const config = socialConfigFromEnv({
      PORTICO_SOCIAL_CLIENTS: JSON.stringify(CLIENTS),
      PORTICO_SOCIAL_ENDPOINTS: JSON.stringify({
        github: { tokenEndpoint: 'https://idp.internal.example/token', tokenAuth: 'basic' },
      }),
      PORTICO_SECURE_SITE_URL: 'https://wallet.example.com',
    })
    expect(config.clients).toEqual(CLIENTS)
    expect(config.endpoints).toEqual({
      github: { tokenEndpoint: 'https://idp.internal.example/token', tokenAuth: 'basic' },
    })
    expect(config.redirectUri).toBe('https://wallet.example.com/social/callback')
    expect(socialConfigFromEnv({})).toEqual({
      clients: {},
      endpoints: {},
      redirectUri: 'http://localhost:5174/social/callback',
    })
  })

  it.each([
    ['not JSON', '{', 'PORTICO_SOCIAL_CLIENTS must be JSON'],
    ['a list', '[]', 'PORTICO_SOCIAL_CLIENTS must be a JSON object'],
    ['a bad project id', '{"no spaces":{}}', '"no spaces" is not a project id'],
    [
      'an unknown provider',
      '{"acme":{"myspace":{}}}',
      'PORTICO_SOCIAL_CLIENTS.acme: unknown provider "myspace"',
    ],
    ['farcaster (no OAuth client)', '{"acme":{"farcaster":{}}}', 'unknown provider "farcaster"'],
    [
      'no secret',
      '{"acme":{"x":{"clientId":"a"}}}',
      'PORTICO_SOCIAL_CLIENTS.acme.x needs clientId and clientSecret',
    ],
  ])('refuses clients with %s, naming the field', (_case, raw, message) => {
    expect(() => parseSocialClients(raw)).toThrow(message)
  })

  it.each([
    ['an unknown provider', '{"myspace":{}}', 'PORTICO_SOCIAL_ENDPOINTS: unknown provider "myspace"'],
    [
      'an unknown field',
      '{"x":{"logoutEndpoint":"https://a.example"}}',
      'PORTICO_SOCIAL_ENDPOINTS.x: unknown field',
    ],
    [
      'plain http off loopback',
      '{"x":{"tokenEndpoint":"http://idp.example/token"}}',
      'tokenEndpoint must be an https URL',
    ],
    ['not a URL', '{"x":{"issuer":"nowhere"}}', 'PORTICO_SOCIAL_ENDPOINTS.x.issuer must be'],
    [
      'a bad tokenAuth',
      '{"x":{"tokenAuth":"jwt"}}',
      'PORTICO_SOCIAL_ENDPOINTS.x.tokenAuth must be "basic" or "post"',
    ],
  ])('refuses endpoints with %s, naming the field', (_case, raw, message) => {
    expect(() => parseSocialEndpoints(raw)).toThrow(message)
  })

  it("an override replaces only the endpoints it names; the rest stay the provider's real ones", () => {
    const clients = providerClients({
      clients: CLIENTS,
      endpoints: { github: { tokenEndpoint: 'https://idp.internal.example/token' } },
      redirectUri: 'https://wallet.example.com/social/callback',
    })
    const github = clients('acme', 'github')
    expect(github?.spec).toMatchObject({
      tokenEndpoint: 'https://idp.internal.example/token',
      authorizationEndpoint: PROVIDER_SPECS.github.authorizationEndpoint,
      userinfoEndpoint: PROVIDER_SPECS.github.userinfoEndpoint,
    })
    expect(github?.config.clientMetadata().client_id).toBe('acme-github')
    expect(clients('portico-dev', 'google')?.config.clientMetadata().client_id).toBe('dev-google')
    // Another project's client is never borrowed.
    expect(clients('portico-dev', 'github')).toBeUndefined()
    expect(clients('unknown-project', 'google')).toBeUndefined()
  })

  it.each([
    ['google', { sub: '1089', name: 'Ada', email: 'ada@example.com' }, { subject: '1089', username: 'Ada' }],
    [
      'apple',
      { sub: '001.abc', email: 'x@privaterelay.appleid.com' },
      { subject: '001.abc', username: 'x@privaterelay.appleid.com' },
    ],
    ['x', { data: { id: '2244994945', username: 'ada' } }, { subject: '2244994945', username: 'ada' }],
    [
      'discord',
      { id: '80351110224678912', username: 'nelly' },
      { subject: '80351110224678912', username: 'nelly' },
    ],
    ['github', { id: 583231, login: 'octocat' }, { subject: '583231', username: 'octocat' }],
    ['facebook', { id: '10158', name: 'Ada L' }, { subject: '10158', username: 'Ada L' }],
  ] as const)("%s: the user id comes from the provider's own claim", (provider, claims, expected) => {
    expect(PROVIDER_SPECS[provider].identity(claims as Record<string, unknown>)).toEqual(expected)
    // No id, no identity: a login is never mapped on a display name.
    expect(PROVIDER_SPECS[provider].identity({ name: 'Ada', login: 'ada', username: 'ada' })).toBeUndefined()
  })

  it('a provider username is plain text: control and bidi characters removed, at most 100 characters', () => {
    expect(plainUsername('<b>ada</b>\u202E\u0000')).toBe('<b>ada</b>')
    expect(plainUsername('x'.repeat(5000))).toBe('x'.repeat(100))
    expect(plainUsername(' \u200B ')).toBeNull()
    expect(plainUsername(undefined)).toBeNull()
  })
})

describe.each(DATABASES)('social clients are per project on $name (issue 12)', (database) => {
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(database, {
      auth: {
        social: { clients: CLIENTS, endpoints: {}, redirectUri: 'http://127.0.0.1:5174/social/callback' },
      },
    })
    await createProject(gw.gateway.db, {
      id: 'acme',
      name: 'Acme',
      // The app's origin is acme.test; the secure site (http://localhost:5174) is allowed on the auth routes anyway.
      allowedOrigins: ['https://acme.test'],
      features: [],
      analyticsEnabled: false,
    })
  })
  afterAll(() => gw?.close())

  const start = async (projectId: string, provider: string, appOrigin: string) => {
    const res = await fetch(`${gw.base}/auth/v1/social/start?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5174' },
      body: JSON.stringify({ provider, appOrigin, flowKeyHash: 'A'.repeat(43) }),
    })
    return { status: res.status, body: (await res.json()) as Record<string, string> }
  }

  it("each project's flow carries its own client id to the provider's real endpoint; an unconfigured one is refused", async () => {
    const dev = await start('portico-dev', 'google', 'http://127.0.0.1:5173')
    const acme = await start('acme', 'google', 'https://acme.test')
    for (const [res, clientId] of [
      [dev, 'dev-google'],
      [acme, 'acme-google'],
    ] as const) {
      expect(res.status).toBe(200)
      const uri = new URL(res.body.uri ?? '')
      expect(`${uri.origin}${uri.pathname}`).toBe(PROVIDER_SPECS.google.authorizationEndpoint)
      expect(uri.searchParams.get('client_id')).toBe(clientId)
    }
    expect(await start('portico-dev', 'github', 'http://127.0.0.1:5173')).toMatchObject({
      status: 400,
      body: { field: 'body.provider', message: 'github login is not configured for this project' },
    })
  })
})
