import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { join, relative } from 'node:path'
import { describe, expect, inject, it } from 'vitest'

// Issue 22 item 8: the secure site runs as a production build behind its own server. An attacker who can make
// requests to it (any local origin, a page, curl) gets the build output and the site's API, nothing else: no
// source, no dependency, no secret, no database file, whatever the path says.
const ROOT = join(import.meta.dirname, '..')
const SECRET_FILE = process.env.PORTICO_SECURE_SITE_SECRET_FILE ?? join(ROOT, '.data/secure-site-secret')

/** A request with the path sent byte for byte (fetch would resolve `..` and fold the path first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: Buffer }> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The first few regular files under `dir` (absolute paths). */
function someFiles(dir: string, max = 8): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (out.length >= max) return
      const path = join(d, name)
      if (statSync(path).isDirectory()) walk(path)
      else out.push(path)
    }
  }
  if (existsSync(dir)) walk(dir)
  return out
}

describe('the secure site is a production build behind its own server (issue 22 item 8)', () => {
  it('serves the frame page, the popup pages and the build assets, with frame-ancestors', async () => {
    const { secure } = inject('stack')
    for (const path of ['/sdk?projectId=portico-dev&chainId=31337', '/loading', '/social/callback', '/']) {
      const res = await fetch(new URL(path, secure), { headers: { referer: 'http://127.0.0.1:5173/' } })
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain('id="portico-site-config"')
    }
    const page = await fetch(new URL('/sdk?projectId=portico-dev', secure))
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:*')
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1]
    expect(script).toBeTruthy()
    const asset = await fetch(new URL(script ?? '', secure))
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('text/javascript')
  })

  it('an attacker fetching the dev-server paths, traversals, dotfiles, sources and node_modules gets 404, and never the secret or a database file', async () => {
    const { secure, gatewayDataDir: dataDir } = inject('stack')
    const secret = readFileSync(SECRET_FILE, 'utf8').trim()
    expect(secret.length).toBeGreaterThanOrEqual(32)
    const dbFiles = someFiles(dataDir)
    expect(dbFiles.length).toBeGreaterThan(0)
    const fromRoot = relative(join(ROOT, 'apps/secure-site'), SECRET_FILE)
    const paths = [
      // Vite's dev server answered these with the file (the attack of issue 22).
      `/@fs${SECRET_FILE}`,
      `/@fs${SECRET_FILE}?raw`,
      `/@fs${SECRET_FILE}?import`,
      ...dbFiles.map((file) => `/@fs${file}`),
      '/@vite/client',
      '/@id/viem',
      // Traversal, plain and encoded, from the root and from the assets folder.
      `/${fromRoot}`,
      '/../../.data/secure-site-secret',
      '/assets/../../../.data/secure-site-secret',
      '/%2e%2e/%2e%2e/.data/secure-site-secret',
      '/..%2f..%2f.data%2fsecure-site-secret',
      '/assets/..%2f..%2f..%2f..%2f.data%2fsecure-site-secret',
      '/%252e%252e/%252e%252e/.data/secure-site-secret',
      '/..\\..\\.data\\secure-site-secret',
      '/assets/%00/../../.data/secure-site-secret',
      `/${SECRET_FILE}`,
      `//${SECRET_FILE}`,
      // Dotfiles and data folders.
      '/.data/secure-site-secret',
      '/.env',
      '/.gitignore',
      // The sources, the server side and the config.
      '/src/frame/main.ts',
      '/src/frame/main.ts?raw',
      '/src/custody/keyEnvelope.ts',
      '/server/siteSecret.ts',
      '/server/siteKeyService.ts',
      '/vite.config.ts',
      '/package.json',
      '/index.html',
      '/scripts/siteBuild.mjs',
      // Dependencies and the build folder itself.
      '/node_modules/viem/package.json',
      '/node_modules/.vite/deps/viem.js',
      '/dist/',
      '/assets/',
    ]
    const secretBytes = Buffer.from(secret)
    for (const path of paths) {
      const { status, body } = await rawGet(secure, path)
      expect(status, path).toBe(404)
      expect(body.includes(secretBytes), path).toBe(false)
    }
    // And no answer that is served (page, assets) carries the secret either.
    for (const path of ['/sdk?projectId=portico-dev', '/loading', '/health']) {
      const { body } = await rawGet(secure, path)
      expect(body.includes(secretBytes), path).toBe(false)
    }
  })
})
