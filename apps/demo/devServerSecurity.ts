import { readFileSync, realpathSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'

/** The repository root (two levels above apps/demo). */
const REPO_ROOT = resolve(import.meta.dirname, '../..')

/**
 * Paths the dev server never serves, whatever `allow` says: the gateway's data directory (PGlite files
 * and logs), environment files, keys and certificates, git metadata. (Vite prefixes a pattern without
 * a slash with `**` and matches it against the whole path.)
 */
export const DEMO_FS_DENY = ['.env', '.env.*', '*.{crt,pem,key}', '**/.data/**', '.git', '**/.git/**']

/** The workspace packages (`@portico/*`) the demo depends on, with theirs, as real directories. */
function workspacePackageDirs(packageDir: string, seen = new Set<string>()): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (!name.startsWith('@portico/')) continue
    const dir = realpathSync(join(REPO_ROOT, 'node_modules', name))
    if (seen.has(dir)) continue
    seen.add(dir)
    workspacePackageDirs(dir, seen)
  }
  return [...seen]
}

/**
 * `server.fs` of the demo: strict, and only the demo's own directory, the workspace packages it imports
 * from source and the installed dependencies may be served.
 */
export function demoFsOptions(demoDir: string) {
  return {
    strict: true,
    allow: [demoDir, ...workspacePackageDirs(demoDir), join(REPO_ROOT, 'node_modules')],
    deny: DEMO_FS_DENY,
  }
}

/** Origins the page talks to: the gateway and relay URLs it was built with, and any local port. */
function localSources(urls: string[], schemes: string[]): string {
  const local = schemes.flatMap((s) => [`${s}://127.0.0.1:*`, `${s}://localhost:*`])
  const configured = urls
    .map((u) => new URL(u))
    .filter((u) => u.hostname !== '127.0.0.1' && u.hostname !== 'localhost')
    .map((u) => u.origin)
  return [...new Set([...local, ...configured])].join(' ')
}

/**
 * The Content-Security-Policy of the demo. In development Vite injects inline scripts (the React refresh
 * preamble), so only the dev policy allows inline scripts; the built app (`vite preview`) runs with
 * `script-src 'self'`. Styles allow inline: the modal styles its shadow root and elements inline.
 */
export function demoContentSecurityPolicy(o: { dev: boolean; gatewayUrl: string; relayUrl: string }): string {
  const services = [o.gatewayUrl, o.relayUrl]
  return [
    "default-src 'self'",
    `script-src 'self'${o.dev ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${localSources(services, ['http', 'ws'])}`,
    `img-src 'self' data: blob: ${localSources([o.gatewayUrl], ['http'])}`,
    `frame-src ${localSources([], ['http'])}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Security headers of the demo's dev server (`dev: true`) or of `vite preview`. */
export function demoSecurityHeaders(o: { dev: boolean; gatewayUrl: string; relayUrl: string }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': demoContentSecurityPolicy(o),
  }
}

/**
 * Sets `headers` on every answer of the dev and preview servers, Vite's own refusals (403) included:
 * `server.headers` and `preview.headers` cover only the files served.
 */
export function securityHeadersPlugin(dev: Record<string, string>, preview: Record<string, string>): Plugin {
  const use =
    (headers: Record<string, string>) =>
    (server: { middlewares: { use(handler: Connect.NextHandleFunction): unknown } }) => {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        next()
      })
    }
  return {
    name: 'portico-demo-security-headers',
    configureServer: use(dev),
    configurePreviewServer: use(preview),
  }
}
