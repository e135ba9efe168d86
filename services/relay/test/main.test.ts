import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { makeAuthToken } from './helpers/authToken.js'
import { startRelayProcess } from './helpers/relayProcess.js'

describe('main.ts as `npm start` runs it', () => {
  it('listens on PORTICO_RELAY_PORT, answers GET /health, and on SIGTERM closes sockets with 1001 and exits 0', async () => {
    const relay = await startRelayProcess()
    try {
      expect(await relay.health()).toMatchObject({ status: 'ok', store: { bytes: 0, messages: 0 } })
      const ws = new WebSocket(
        `${relay.url}/?auth=${makeAuthToken({ aud: relay.url }).token}&projectId=portico-dev`,
      )
      await new Promise((r) => ws.once('open', r))
      const closeCode = new Promise<number>((r) => ws.once('close', (code) => r(code)))
      relay.child.kill('SIGTERM')
      expect(await closeCode).toBe(1001)
      expect(await relay.exited).toBe(0)
    } finally {
      relay.kill()
    }
  })
})
