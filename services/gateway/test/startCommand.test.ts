import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startPackageCommand } from '@portico/test-servers'
import { afterAll, describe, expect, it } from 'vitest'
import { GATEWAY_DIR } from './helpers/childProcess.js'

const dataDir = mkdtempSync(join(tmpdir(), 'portico-gateway-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the documented start commands', () => {
  it.each([
    ['npm start', 'npm', ['start']],
    ['npx portico-gateway', 'npx', ['--no-install', 'portico-gateway']],
  ])(
    '`%s` in services/gateway serves GET /health on PORTICO_GATEWAY_PORT (PGlite in PORTICO_DATA_DIR) and stops on SIGTERM',
    async (name, command, args) => {
      const port = await freePort()
      const gateway = await startPackageCommand({
        command,
        args,
        cwd: GATEWAY_DIR,
        // One data directory per run: PGlite takes a lock on it.
        env: {
          PORTICO_GATEWAY_PORT: String(port),
          PORTICO_DATA_DIR: join(dataDir, name.replace(/\W+/g, '-')),
        },
        healthUrl: `http://127.0.0.1:${port}/health`,
        timeoutMs: 120_000,
      })
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`)
        expect(res.status).toBe(200)
        expect(await res.json()).toMatchObject({ ok: true })
      } finally {
        await gateway.stop()
      }
    },
    180_000,
  )
})
