import type { Middleware } from './siteKeyService.js'

/** How long a project's origin list is reused, in ms. */
const CACHE_MS = 5000
/** How long the gateway may take to answer the origin list. */
const GATEWAY_TIMEOUT_MS = 5000
/** A CSP source expression we pass on: scheme, host (with an optional leading `*.`), optional port or `*`. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\*|[0-9]{1,5}))?$/i

/**
 * The secure site's `Content-Security-Policy` for a page URL: `frame-ancestors` is the allow-list of the
 * project named by `?projectId=` (asked of the gateway), so only an allowed app can embed it (F-29); without a
 * project, or for one the gateway does not know, nobody may (`'none'`).
 */
export function frameAncestors(gatewayUrl: string): Middleware {
  const cache = new Map<string, { at: number; sources: string[] }>()
  const sourcesOf = async (projectId: string): Promise<string[]> => {
    const hit = cache.get(projectId)
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.sources
    const res = await fetch(`${gatewayUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`, {
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    })
    const list = res.ok ? ((await res.json()) as { allowedOrigins?: unknown }).allowedOrigins : []
    const sources = Array.isArray(list)
      ? list.filter((o): o is string => typeof o === 'string' && SOURCE.test(o))
      : []
    cache.set(projectId, { at: Date.now(), sources })
    return sources
  }
  return (req, res, next) => {
    const projectId = new URL(req.url ?? '/', 'http://secure-site').searchParams.get('projectId')
    const apply = (sources: string[]) => {
      const ancestors = sources.length ? sources.join(' ') : "'none'"
      res.setHeader(
        'content-security-policy',
        `frame-ancestors ${ancestors}; object-src 'none'; base-uri 'none'`,
      )
      next()
    }
    if (!projectId || !/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return apply([])
    sourcesOf(projectId).then(apply, () => apply([]))
  }
}
