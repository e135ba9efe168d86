import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/test-servers'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { makeAuthToken } from './helpers/authToken.js'

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../src/main.ts')

describe('main.ts as `npm start` runs it', () => {
  it('listens on PORTICO_RELAY_PORT, answers GET /health, and on SIGTERM closes sockets with 1001 and exits 0 within 5 s', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORTICO_RELAY_PORT: String(port), PORTICO_RELAY_LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
    try {
      let healthy = false
      for (let i = 0; i < 100 && !healthy; i++) {
        healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.status === 200,
          () => false,
        )
        if (!healthy) await new Promise((r) => setTimeout(r, 100))
      }
      expect(healthy).toBe(true)
      const url = `ws://127.0.0.1:${port}`
      const ws = new WebSocket(`${url}/?auth=${makeAuthToken({ aud: url }).token}&projectId=portico-dev`)
      await new Promise((r) => ws.once('open', r))
      const closeCode = new Promise<number>((r) => ws.once('close', (code) => r(code)))
      const t0 = Date.now()
      child.kill('SIGTERM')
      expect(await closeCode).toBe(1001)
      expect(await exited).toBe(0)
      expect(Date.now() - t0).toBeLessThan(5000)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
