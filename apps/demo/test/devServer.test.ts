import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { freePort } from '@portico/test-servers'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const DEMO_DIR = resolve(import.meta.dirname, '..')
const REPO_ROOT = resolve(DEMO_DIR, '../..')
/** A file standing for the gateway's database log under `.data` (created for the test, then removed). */
const SECRET_DIR = join(REPO_ROOT, '.data', `demo-fs-test-${process.pid}`)
const SECRET_FILE = join(SECRET_DIR, '000000010000000000000001')
/** An environment file beside the demo (Vite does not load this name; the server must not serve it). */
const ENV_FILE = join(DEMO_DIR, `.env.fs-test-${process.pid}`)

describe('issue 17: the demo dev server serves only the demo, with security headers', () => {
  let server: ViteDevServer
  let base: string
  beforeAll(async () => {
    mkdirSync(SECRET_DIR, { recursive: true })
    writeFileSync(SECRET_FILE, 'gateway database log')
    writeFileSync(ENV_FILE, 'SECRET=gateway database log')
    const port = await freePort()
    server = await createServer({
      configFile: join(DEMO_DIR, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port, strictPort: true, hmr: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    })
    await server.listen()
    base = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await server?.close()
    rmSync(SECRET_DIR, { recursive: true, force: true })
    rmSync(ENV_FILE, { force: true })
  })

  const get = (path: string) => fetch(`${base}${path}`)

  it.each([
    ['the gateway data directory', () => `/@fs${SECRET_FILE}?raw`],
    ['the gateway data directory without ?raw', () => `/@fs${SECRET_FILE}`],
    ['the repository package.json', () => `/@fs${REPO_ROOT}/package.json`],
    ['a file outside the repository', () => '/@fs/etc/passwd'],
    ['git metadata', () => `/@fs${REPO_ROOT}/.git`],
    ['an environment file beside the demo', () => `/@fs${ENV_FILE}?raw`],
  ])('refuses %s with 403', async (_what, path) => {
    const res = await get(path())
    const body = await res.text()
    expect(res.status).toBe(403)
    expect(body).not.toContain('gateway database log')
    expect(body).not.toContain('root:x:0:0')
  })

  it('serves the demo page, its modules and the workspace packages it imports', async () => {
    const page = await get('/')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('/src/main.tsx')
    const main = await get('/src/main.tsx')
    expect(main.status).toBe(200)
    expect(await main.text()).toContain('createPortico')
    const core = await get(`/@fs${REPO_ROOT}/packages/core/src/index.ts`)
    expect(core.status).toBe(200)
  })

  it('sends nosniff, a referrer policy and a CSP with frame-ancestors none on the page and on a refusal', async () => {
    for (const res of [await get('/'), await get('/@fs/etc/passwd')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("default-src 'self'")
      expect(csp).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:\*/)
    }
  })
})
