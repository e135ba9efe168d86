import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SOCIAL_LOADING_PATH } from '@portico/embedded-wallet'
import { freePort } from '@portico/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer, PAGE_ROUTES } from '../server/index.js'
import { SOCIAL_CALLBACK_PATH } from '../src/social/socialHandlers.js'

// The production server's file serving, on a made-up build whose folder sits next to a secret, with a symlink
// and dotfiles planted inside it (e2e/secureSiteServer.e2e.ts does the same against the real build and stack).
const SECRET = 'planted-secret-0123456789-abcdefghijklmnopqrstuvwxyz'
const work = mkdtempSync(join(tmpdir(), 'portico-site-server-'))
const dist = join(work, 'dist')
mkdirSync(join(dist, 'assets'), { recursive: true })
mkdirSync(join(dist, '.vite'))
writeFileSync(join(work, 'secret'), SECRET)
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body></body></html>',
)
writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)')
writeFileSync(join(dist, '.env'), SECRET)
writeFileSync(join(dist, '.vite', 'manifest.json'), SECRET)
symlinkSync(join(work, 'secret'), join(dist, 'assets', 'link.js'))
symlinkSync(work, join(dist, 'up'))

let server: Server
beforeAll(async () => {
  server = createSiteServer({
    distDir: dist,
    secret: SECRET,
    // Nothing answers there: pages without a projectId never ask it.
    config: { gatewayUrl: `http://127.0.0.1:${await freePort()}`, smartAccountFactory: '' },
    privatePaths: [join(work, 'secret')],
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => {
  server?.close()
  rmSync(work, { recursive: true, force: true })
})

/** GET with the path sent as written (fetch would fold `..` first). */
function rawGet(path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => {
        body += c.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the secure site’s production server (issue 22 item 8)', () => {
  it('serves the page on the frame and popup routes, with the deployment’s settings and frame-ancestors', async () => {
    expect(PAGE_ROUTES).toEqual(expect.arrayContaining(['/sdk', SOCIAL_LOADING_PATH, SOCIAL_CALLBACK_PATH]))
    for (const path of PAGE_ROUTES) {
      const res = await rawGet(path)
      expect(res.status, path).toBe(200)
      expect(res.body).toContain('<script type="application/json" id="portico-site-config">{"gatewayUrl":')
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    }
    const asset = await rawGet('/assets/app-1a2b.js')
    expect([asset.status, asset.body, asset.headers['content-type']]).toEqual([
      200,
      'console.log(1)',
      'text/javascript; charset=utf-8',
    ])
    expect((await rawGet('/health')).body).toBe('{"status":"ok"}')
  })

  it('answers 404 to traversal, encoded traversal, dotfiles, symlinks out of the build and anything not built', async () => {
    const paths = [
      '/../secret',
      '/assets/../../secret',
      '/%2e%2e/secret',
      '/..%2fsecret',
      '/assets/%2e%2e%2f%2e%2e%2fsecret',
      '/..\\secret',
      '/up/secret',
      '/assets/link.js',
      '/.env',
      '/.vite/manifest.json',
      `/@fs${join(work, 'secret')}`,
      '/index.html',
      '/src/frame/main.ts',
      '/node_modules/viem/package.json',
      '/assets/',
      '/assets/APP-1A2B.js',
      '/nope',
    ]
    for (const path of paths) {
      const res = await rawGet(path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).not.toContain(SECRET)
    }
  })

  it('refuses to start when a secret or data path lies inside the served folder', () => {
    expect(() =>
      createSiteServer({
        distDir: dist,
        secret: SECRET,
        config: { gatewayUrl: 'http://127.0.0.1:1', smartAccountFactory: '' },
        privatePaths: [join(dist, 'data', 'pglite')],
      }),
    ).toThrow('lies inside the served folder')
  })
})
