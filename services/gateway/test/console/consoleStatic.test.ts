import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSOLE_CSP } from '../../src/console/consoleStatic.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

describe('the console app served by the gateway, its identity provider unreachable (issue 26 item 2)', () => {
  let gw: RunningGateway
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portico-console-'))
    const appDir = join(root, 'app')
    mkdirSync(join(appDir, 'assets'), { recursive: true })
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>console</title>')
    writeFileSync(join(appDir, 'assets', 'index-abc.js'), 'console.log(1)')
    writeFileSync(join(root, 'secret.txt'), 'not for the web')
    gw = await startGateway(
      { name: 'pglite', create: async () => ({ dataDir: 'memory://' }) },
      {
        console: {
          issuer: 'http://127.0.0.1:1',
          clientId: 'c',
          clientSecret: 's',
          operators: ['nobody'],
          appDir,
        },
      },
    )
  })
  afterAll(() => gw?.close())

  it('serves the page with its CSP, /console sent to /console/, and client routes given the page', async () => {
    const page = await fetch(`${gw.base}/console/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(await page.text()).toContain('<title>console</title>')
    const bare = await fetch(`${gw.base}/console`, { redirect: 'manual' })
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/console/')
    expect((await fetch(`${gw.base}/console/projects/x`)).status).toBe(200)
    const asset = await fetch(`${gw.base}/console/assets/index-abc.js`)
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await asset.text()).toBe('console.log(1)')
  })

  it('answers 502 UPSTREAM_UNAVAILABLE when the identity provider does not answer', async () => {
    const res = await fetch(`${gw.base}/console/api/login`, { redirect: 'manual' })
    expect(res.status).toBe(502)
    expect((await res.json()).code).toBe('UPSTREAM_UNAVAILABLE')
  })

  it('serves nothing outside the build, however the path is written', async () => {
    for (const path of [
      '/console/../secret.txt',
      '/console/%2e%2e/secret.txt',
      '/console/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await fetch(`${gw.base}${path}`)
      expect(await res.text()).not.toContain('not for the web')
    }
    expect((await fetch(`${gw.base}/console/assets/missing.js`)).status).toBe(404)
  })
})
