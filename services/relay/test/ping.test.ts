import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { type RelayServer, startRelay } from '../src/index.js'
import { makeAuthToken } from './helpers/authToken.js'

describe('server pings', () => {
  let relay: RelayServer
  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent', pingIntervalMs: 100 })
  })
  afterAll(async () => {
    await relay.close()
  })

  const open = async (autoPong: boolean) => {
    const ws = new WebSocket(
      `${relay.url}/?auth=${makeAuthToken({ aud: relay.url }).token}&projectId=portico-dev`,
      {
        autoPong,
      },
    )
    await new Promise((r) => ws.once('open', r))
    return ws
  }

  it('pings every interval, keeps sockets that answer and terminates the silent ones', async () => {
    const live = await open(true)
    const dead = await open(false)
    let pings = 0
    live.on('ping', () => pings++)
    const deadClosed = new Promise<number>((r) => dead.once('close', (code) => r(code)))
    expect(await deadClosed).toBe(1006)
    await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(2), { timeout: 10_000 })
    expect(live.readyState).toBe(WebSocket.OPEN)
    live.terminate()
  })
})
