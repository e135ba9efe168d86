import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, startPackageCommand } from '@portico/test-servers'
import { describe, expect, it } from 'vitest'

const RELAY_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')

describe('the documented start commands', () => {
  it.each([
    ['npm start', 'npm', ['start']],
    ['npx portico-relay', 'npx', ['--no-install', 'portico-relay']],
  ])(
    '`%s` in services/relay serves GET /health on PORTICO_RELAY_PORT',
    async (_, command, args) => {
      const port = await freePort()
      const relay = await startPackageCommand({
        command,
        args,
        cwd: RELAY_DIR,
        env: { PORTICO_RELAY_PORT: String(port), PORTICO_RELAY_LOG_LEVEL: 'silent' },
        healthUrl: `http://127.0.0.1:${port}/health`,
      })
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`)
        expect(await res.json()).toMatchObject({ status: 'ok' })
      } finally {
        await relay.stop()
      }
    },
    90_000,
  )
})
