import { isOriginAllowed } from '@portico/core'
import { sendRefusalPage } from './refusalPage.js'
import type { Middleware } from './siteKeyService.js'

/** How long a project's origin list is reused, in ms. */
const CACHE_MS = 5000
/** How long the gateway may take to answer the origin list. */
const GATEWAY_TIMEOUT_MS = 5000
/** The frame page's path (`@portico/embedded-wallet`'s iframe loads `/sdk?projectId=…`). */
const FRAME_PATH = '/sdk'
/** A CSP source expression we pass on: scheme, host (with an optional leading `*.`), optional port or `*`. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\*|[0-9]{1,5}))?$/i

/** The embedding app's origin, from the frame request's `Referer` (sent as `origin` by the app's iframe). */
function embedderOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    const origin = new URL(referer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * The secure site's `Content-Security-Policy` for a page URL: `frame-ancestors` is the allow-list of the
 * project named by `?projectId=` (asked of the gateway), so only an allowed app can embed it (F-29); without a
 * project, or for one the gateway does not know, nobody may (`'none'`). A frame request from an app outside
 * the list (its `Referer`) gets the refusal page instead of the wallet (F-30: 'Invalid App Configuration').
 */
export function frameAncestors(gatewayUrl: string): Middleware {
  const cache = new Map<string, { at: number; origins: string[] }>()
  const originsOf = async (projectId: string): Promise<string[]> => {
    const hit = cache.get(projectId)
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.origins
    const res = await fetch(`${gatewayUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`, {
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    })
    const list = res.ok ? ((await res.json()) as { allowedOrigins?: unknown }).allowedOrigins : []
    const origins = Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : []
    cache.set(projectId, { at: Date.now(), origins })
    return origins
  }
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://secure-site')
    const projectId = url.searchParams.get('projectId')
    const embedder = url.pathname === FRAME_PATH ? embedderOf(req.headers.referer) : undefined
    // `known`: the gateway answered. When it cannot, nobody may embed the page, but no app is told it is refused.
    const apply = (origins: string[], known = true) => {
      if (known && embedder && !isOriginAllowed(origins, embedder)) return sendRefusalPage(res, embedder)
      const sources = origins.filter((o) => SOURCE.test(o))
      const ancestors = sources.length ? sources.join(' ') : "'none'"
      res.setHeader(
        'content-security-policy',
        `frame-ancestors ${ancestors}; object-src 'none'; base-uri 'none'`,
      )
      next()
    }
    if (!projectId || !/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return apply([])
    originsOf(projectId).then(
      (origins) => apply(origins),
      () => apply([], false),
    )
  }
}
