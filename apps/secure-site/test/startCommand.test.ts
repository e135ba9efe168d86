import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, startPackageCommand } from '@portico/test-servers'
import { afterAll, describe, expect, it } from 'vitest'

const SITE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const secretDir = mkdtempSync(join(tmpdir(), 'portico-secure-start-'))
afterAll(() => rmSync(secretDir, { recursive: true, force: true }))

describe('the documented start command', () => {
  it('`npm start` in apps/secure-site serves GET /health and the frame page on PORTICO_SECURE_PORT', async () => {
    const port = await freePort()
    // No gateway runs here: the site only asks it for a project's origins, and none is named below.
    const site = await startPackageCommand({
      command: 'npm',
      args: ['start'],
      cwd: SITE_DIR,
      env: {
        PORTICO_SECURE_PORT: String(port),
        PORTICO_GATEWAY_URL: `http://127.0.0.1:${await freePort()}`,
        PORTICO_SECURE_SITE_SECRET_FILE: join(secretDir, 'secret'),
      },
      healthUrl: `http://127.0.0.1:${port}/health`,
      timeoutMs: 120_000,
    })
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({ status: 'ok' })
      const page = await fetch(`http://127.0.0.1:${port}/`)
      expect(page.status).toBe(200)
      // F-29: without a project nobody may embed it.
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    } finally {
      await site.stop()
    }
  }, 180_000)
})
