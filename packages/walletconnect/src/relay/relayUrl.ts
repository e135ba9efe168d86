/** This client's version in the user agent the relays log. */
export const CLIENT_VERSION = '0.1.0'

/** A minimal description of where the client runs, in the user agent's `os` and `environment` parts. */
function environment(): { os: string; env: string } {
  const nav = (globalThis as { navigator?: { userAgent?: string; platform?: string } }).navigator
  const proc = (globalThis as { process?: { versions?: { node?: string }; platform?: string } }).process
  if (typeof document !== 'undefined' && nav?.userAgent) {
    const browser = /(Firefox|Edg|Chrome|Safari)\/(\d+)/.exec(nav.userAgent)
    const origin = typeof location === 'undefined' ? 'unknown' : location.host
    return {
      os: (nav.platform || 'unknown').toLowerCase().replace(/\s+/g, ''),
      env: `browser:${browser ? `${browser[1]?.toLowerCase()}-${browser[2]}` : 'unknown'}:${origin}`,
    }
  }
  if (proc?.versions?.node) return { os: `${proc.platform ?? 'unknown'}-${proc.versions.node}`, env: 'node' }
  return { os: 'unknown', env: 'unknown' }
}

/**
 * The `ua` query parameter: `wc-2/<sdk>-<version>/<os>/<environment>`, the shape the WalletConnect relays
 * parse (protocol and version, SDK, operating system, environment).
 */
export function formatUserAgent(): string {
  const { os, env } = environment()
  return ['wc-2', `portico-${CLIENT_VERSION}`, os, env].join('/')
}

/**
 * The relay's WebSocket URL with the standard query parameters: `auth` (the relay JWT), `projectId`, `ua`,
 * `useOnCloseEvent=true` (refusals arrive as close frames with a reason) and, in a browser, `origin`.
 * Parameters already on `relayUrl` are kept.
 */
export function formatRelayUrl(
  relayUrl: string,
  params: { auth: string; projectId: string; ua?: string; origin?: string },
): string {
  const url = new URL(relayUrl)
  url.searchParams.set('auth', params.auth)
  url.searchParams.set('projectId', params.projectId)
  url.searchParams.set('ua', params.ua ?? formatUserAgent())
  url.searchParams.set('useOnCloseEvent', 'true')
  if (params.origin) url.searchParams.set('origin', params.origin)
  return url.toString()
}
