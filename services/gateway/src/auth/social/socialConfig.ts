import { isProjectId } from '../../projects/projectRepo.js'
import { isOAuthProvider, type OAuthProvider, type ProviderEndpoints } from './socialProviders.js'

/** A project's OAuth client at one provider. */
export interface SocialClient {
  clientId: string
  clientSecret: string
}

/** Social login settings of the gateway (env `PORTICO_SOCIAL_*`). */
export interface SocialConfig {
  /** Per project, per provider: the operator's OAuth client (env `PORTICO_SOCIAL_CLIENTS`). */
  clients: Record<string, Partial<Record<OAuthProvider, SocialClient>>>
  /** Per provider, endpoints that replace the built-in ones (env `PORTICO_SOCIAL_ENDPOINTS`). */
  endpoints: Partial<Record<OAuthProvider, Partial<ProviderEndpoints>>>
  /** Where providers send the user back: the secure site's `/social/callback` (env `PORTICO_SECURE_SITE_URL`). */
  redirectUri: string
}

const ENDPOINT_FIELDS = [
  'issuer',
  'authorizationEndpoint',
  'tokenEndpoint',
  'jwksUri',
  'userinfoEndpoint',
] as const
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** An endpoint URL: https, or http on a loopback host only (the development identity provider). */
export function checkEndpointUrl(raw: unknown, name: string): string {
  let url: URL
  try {
    url = new URL(String(raw))
  } catch {
    throw new Error(`${name} must be a URL`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new Error(`${name} must be an https URL (http only on 127.0.0.1 or localhost)`)
  }
  return url.toString().replace(/\/$/, '')
}

function parseJson(raw: string, name: string): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new Error(`${name} must be JSON`)
  }
  if (!isRecord(parsed)) throw new Error(`${name} must be a JSON object`)
  return parsed
}

/** `{"<projectId>":{"<provider>":{"clientId","clientSecret"}}}`, checked field by field. */
export function parseSocialClients(raw: string): SocialConfig['clients'] {
  const name = 'PORTICO_SOCIAL_CLIENTS'
  const clients: SocialConfig['clients'] = {}
  for (const [projectId, providers] of Object.entries(parseJson(raw, name))) {
    if (!isProjectId(projectId)) throw new Error(`${name}: "${projectId}" is not a project id`)
    if (!isRecord(providers)) throw new Error(`${name}.${projectId} must be an object`)
    const byProvider: Partial<Record<OAuthProvider, SocialClient>> = {}
    for (const [provider, client] of Object.entries(providers)) {
      if (!isOAuthProvider(provider)) throw new Error(`${name}.${projectId}: unknown provider "${provider}"`)
      const c = isRecord(client) ? client : {}
      if (typeof c.clientId !== 'string' || c.clientId === '' || typeof c.clientSecret !== 'string') {
        throw new Error(`${name}.${projectId}.${provider} needs clientId and clientSecret strings`)
      }
      byProvider[provider] = { clientId: c.clientId, clientSecret: c.clientSecret }
    }
    clients[projectId] = byProvider
  }
  return clients
}

/** `{"<provider>":{"issuer","authorizationEndpoint","tokenEndpoint","jwksUri","userinfoEndpoint","tokenAuth"}}`. */
export function parseSocialEndpoints(raw: string): SocialConfig['endpoints'] {
  const name = 'PORTICO_SOCIAL_ENDPOINTS'
  const endpoints: SocialConfig['endpoints'] = {}
  for (const [provider, value] of Object.entries(parseJson(raw, name))) {
    if (!isOAuthProvider(provider)) throw new Error(`${name}: unknown provider "${provider}"`)
    if (!isRecord(value)) throw new Error(`${name}.${provider} must be an object`)
    const override: Partial<ProviderEndpoints> = {}
    for (const [field, v] of Object.entries(value)) {
      if (field === 'tokenAuth') {
        if (v !== 'basic' && v !== 'post')
          throw new Error(`${name}.${provider}.tokenAuth must be "basic" or "post"`)
        override.tokenAuth = v
      } else if ((ENDPOINT_FIELDS as readonly string[]).includes(field)) {
        override[field as (typeof ENDPOINT_FIELDS)[number]] = checkEndpointUrl(
          v,
          `${name}.${provider}.${field}`,
        )
      } else {
        throw new Error(`${name}.${provider}: unknown field "${field}"`)
      }
    }
    endpoints[provider] = override
  }
  return endpoints
}

/** Reads the social login settings from the environment; throws a clear error naming a malformed variable. */
export function socialConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SocialConfig {
  const secureSite = env.PORTICO_SECURE_SITE_URL || `http://localhost:${env.PORTICO_SECURE_PORT || '5174'}`
  return {
    clients: env.PORTICO_SOCIAL_CLIENTS ? parseSocialClients(env.PORTICO_SOCIAL_CLIENTS) : {},
    endpoints: env.PORTICO_SOCIAL_ENDPOINTS ? parseSocialEndpoints(env.PORTICO_SOCIAL_ENDPOINTS) : {},
    redirectUri: `${checkEndpointUrl(secureSite, 'PORTICO_SECURE_SITE_URL')}/social/callback`,
  }
}
