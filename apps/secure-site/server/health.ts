import type { Middleware } from './siteKeyService.js'

/** `GET /health` → `{ "status": "ok" }`: the secure site's server is up (for process managers and tests). */
export function healthCheck(): Middleware {
  return (req, res, next) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://secure-site').pathname !== '/health')
      return next()
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }))
  }
}
