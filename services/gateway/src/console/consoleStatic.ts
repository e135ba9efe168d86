import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { FastifyReply } from 'fastify'
import type { GatewayApp } from '../http/gatewayApp.js'

/**
 * The console page's CSP: its own scripts, styles and API only; no inline script, no framing, forms post only
 * to itself, nothing from another host.
 */
export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
}

/** A file of the built app, or undefined when `path` is not one (or leaves the directory). */
async function readAppFile(dir: string, path: string): Promise<Buffer | undefined> {
  const file = normalize(join(dir, path))
  if (!file.startsWith(normalize(dir) + sep)) return undefined
  try {
    return await readFile(file)
  } catch {
    return undefined
  }
}

/**
 * Serves the built console (`apps/console/dist`) at `/console/`: its files with {@link CONSOLE_CSP}, hashed
 * assets cached for a year, `index.html` for every other path (the app routes on the client). Without a build
 * `/console/` answers 503 naming the command that makes one.
 */
export function consoleStaticRoutes(app: GatewayApp, dir: string | undefined): void {
  // The router ignores trailing slashes: `/console/` lands on the `/console` route, and `/console` is sent there.
  app.get('/console', { schema: { summary: 'The operator console app' } }, async (req, reply) => {
    if (!new URL(req.url, 'http://gateway').pathname.endsWith('/')) return reply.redirect('/console/', 301)
    return serve('index.html', reply)
  })
  app.get('/console/*', { schema: { summary: 'The operator console app' } }, async (req, reply) =>
    serve((req.params as { '*': string })['*'] || 'index.html', reply),
  )
  const serve = async (path: string, reply: FastifyReply) => {
    reply.header('content-security-policy', CONSOLE_CSP)
    const asset = dir && path.startsWith('assets/') ? await readAppFile(dir, path) : undefined
    if (path.startsWith('assets/') && !asset) return reply.callNotFound()
    if (asset) {
      return reply
        .type(TYPES[extname(path)] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(asset)
    }
    const file = dir && !path.startsWith('assets/') ? await readAppFile(dir, path) : undefined
    const body = file ?? (dir ? await readAppFile(dir, 'index.html') : undefined)
    if (!body) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The operator console is not built: run `npm run build -w @portico/console`.')
    }
    const type = file ? (TYPES[extname(path)] ?? 'application/octet-stream') : TYPES['.html']
    return reply
      .type(type as string)
      .header('cache-control', 'no-cache')
      .send(body)
  }
}
