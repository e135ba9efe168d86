import type { DevIdpClient } from './startIdentityProvider.js'

/**
 * The clients of the development identity provider, read from `PORTICO_SOCIAL_CLIENTS` (the gateway's per-project
 * credentials, `{"<projectId>":{"<provider>":{"clientId":"…","clientSecret":"…"}}}`), so the identity provider
 * and the gateway always agree. Each may redirect to the secure site's `/social/callback`.
 */
export function devIdpClients(json: string | undefined, secureSiteUrl: string): DevIdpClient[] {
  if (!json) return []
  const parsed = JSON.parse(json) as unknown
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error('PORTICO_SOCIAL_CLIENTS must be an object')
  const redirectUris = [new URL('/social/callback', secureSiteUrl).toString()]
  const clients: DevIdpClient[] = []
  for (const [projectId, providers] of Object.entries(parsed)) {
    if (typeof providers !== 'object' || providers === null) {
      throw new Error(`PORTICO_SOCIAL_CLIENTS.${projectId} must be an object`)
    }
    for (const [provider, c] of Object.entries(providers as Record<string, unknown>)) {
      const { clientId, clientSecret } = (c ?? {}) as Record<string, unknown>
      if (typeof clientId !== 'string' || typeof clientSecret !== 'string') {
        throw new Error(`PORTICO_SOCIAL_CLIENTS.${projectId}.${provider} needs clientId and clientSecret`)
      }
      clients.push({ clientId, clientSecret, redirectUris })
    }
  }
  return clients
}

/** The path of the gateway's console sign-in callback (services/gateway/src/console). */
export const CONSOLE_CALLBACK_PATH = '/console/api/callback'

/**
 * The operator console's client (issue 26 item 2), from the gateway's own variables `PORTICO_CONSOLE_CLIENT_ID`
 * and `PORTICO_CONSOLE_CLIENT_SECRET`, redirecting to the gateway's `/console/api/callback`; none when unset.
 */
export function consoleIdpClient(env: NodeJS.ProcessEnv, gatewayUrl: string): DevIdpClient[] {
  const clientId = env.PORTICO_CONSOLE_CLIENT_ID
  const clientSecret = env.PORTICO_CONSOLE_CLIENT_SECRET
  if (!clientId || !clientSecret) return []
  return [{ clientId, clientSecret, redirectUris: [new URL(CONSOLE_CALLBACK_PATH, gatewayUrl).toString()] }]
}
