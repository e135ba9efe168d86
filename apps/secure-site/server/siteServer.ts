import { createServer, type Server } from 'node:http'
import { isAbsolute, relative, resolve } from 'node:path'
import type { SiteConfig } from '../src/siteConfig.js'
import { frameAncestors } from './frameAncestors.js'
import { healthCheck } from './health.js'
import { siteKeyService } from './siteKeyService.js'
import { sitePage } from './sitePage.js'
import { staticFiles } from './staticFiles.js'

/**
 * The paths that answer the page (the build's `index.html`): the frame (`/sdk`, F-02), the social popup's
 * `/loading` (`SOCIAL_LOADING_PATH` of @portico/embedded-wallet) and `/social/callback`
 * (`SOCIAL_CALLBACK_PATH`, F-19), and `/` (which explains the page when opened outside an app).
 */
export const PAGE_ROUTES = ['/', '/sdk', '/loading', '/social/callback'] as const

/** What the secure site's server needs. */
export interface SiteServerOptions {
  /** The production build to serve (`dist/<hash>`, from `scripts/siteBuild.mjs`). */
  distDir: string
  /** The site key service's secret. */
  secret: string
  /** The deployment's settings, written into the page. */
  config: SiteConfig
  /**
   * Paths that hold secrets or data (the secret file, the gateway's database): the server refuses to start when
   * one lies inside `distDir`.
   */
  privatePaths?: string[]
  /** Told of each wrapping key released and refused. */
  log?: (line: string) => void
  /** Managed custody's key service (`PORTICO_KEY_SERVICE_URL`); `/api/wrap-key` then forwards there. */
  keyServiceUrl?: string
}

/** Whether `path` is `dir` or lies under it. */
function isInside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path))
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/**
 * The secure site's production server (no dev server): `GET /health`, the `frame-ancestors` policy on every
 * response and the refusal page for apps outside the allow-list (F-29, F-30), the site key service
 * (`POST /api/wrap-key`), and the build output's files, nothing else (any other path is 404).
 * Returns the server, not yet listening.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  for (const path of options.privatePaths ?? []) {
    if (isInside(options.distDir, path)) {
      throw new Error(
        `${path} lies inside the served folder ${options.distDir}: keep secrets and data out of it`,
      )
    }
  }
  const { gatewayUrl } = options.config
  const chain = [
    healthCheck(),
    frameAncestors(gatewayUrl),
    siteKeyService({
      secret: options.secret,
      gatewayUrl,
      ...(options.log ? { log: options.log } : {}),
      ...(options.keyServiceUrl ? { keyServiceUrl: options.keyServiceUrl } : {}),
    }),
    staticFiles({
      root: options.distDir,
      pageRoutes: PAGE_ROUTES,
      page: (html) =>
        sitePage(html, { ...options.config, managedKeyService: Boolean(options.keyServiceUrl) }),
    }),
  ]
  return createServer((req, res) => {
    const step = (i: number): void => {
      const middleware = chain[i]
      if (!middleware) {
        res.writeHead(404).end()
        return
      }
      try {
        middleware(req, res, () => step(i + 1))
      } catch (error) {
        options.log?.(`request failed: ${error instanceof Error ? error.message : String(error)}`)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end('Internal error')
      }
    }
    step(0)
  })
}
