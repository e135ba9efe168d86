import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import type { Middleware } from './siteKeyService.js'

/** Content types of what `vite build` emits, and of the recovery page beside it. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}

/** A file of the build, read once at start. */
interface Asset {
  body: Buffer
  type: string
}

/** Every regular file under `dir` by URL path (`/assets/x.js`), dotfiles and dot-folders left out. */
function listFiles(dir: string, base = dir): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) for (const [url, file] of listFiles(path, base)) files.set(url, file)
    else if (entry.isFile()) files.set(`/${relative(base, path).split(sep).join('/')}`, path)
  }
  return files
}

/** What {@link staticFiles} serves. */
export interface StaticFilesOptions {
  /** The build output folder (`dist/<hash>`). */
  root: string
  /** Paths answered with the page (`index.html` through `page`): the frame and the popup pages. */
  pageRoutes: readonly string[]
  /** The page's HTML for a request (the build's `index.html` with the deployment's settings). */
  page: (html: string) => string
}

/**
 * Serves the build output and nothing else: the files are listed and read once at start, and a request is
 * answered only when its path is exactly one of them (or a page route); the request's path is never turned into
 * a file path, so no `..`, encoded separator, symlink or dotfile can reach outside the build. Everything else is
 * 404. `index.html` itself is served only through the page routes, with the deployment's settings.
 */
export function staticFiles(options: StaticFilesOptions): Middleware {
  const assets = new Map<string, Asset>()
  let html = ''
  for (const [url, file] of listFiles(options.root)) {
    if (url === '/index.html') html = readFileSync(file, 'utf8')
    else
      assets.set(url, { body: readFileSync(file), type: TYPES[extname(file)] ?? 'application/octet-stream' })
  }
  if (!html) throw new Error(`${options.root} holds no index.html: not a build of the secure site`)
  const routes = new Set(options.pageRoutes)
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const asset = assets.get(path)
    const isPage = routes.has(path)
    if (!asset && !isPage) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      return res.end('Not found')
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      return res.end('Method not allowed')
    }
    const body = asset ? asset.body : Buffer.from(options.page(html))
    res.writeHead(200, {
      'content-type': asset ? asset.type : 'text/html; charset=utf-8',
      'content-length': body.length,
      'x-content-type-options': 'nosniff',
      // Build assets carry a content hash in their names; the page carries the deployment's settings.
      'cache-control':
        asset && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
