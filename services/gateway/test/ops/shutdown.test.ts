import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from '@portico/test-servers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type GatewayProcess, startGatewayProcess } from '../helpers/childProcess.js'

/** Generous ceiling of a positive wait on a loaded machine. */
const WAIT = { timeout: 30_000, interval: 50 }
/** The gateway process starts (tsx, PGlite, migrations) in 20 to 30 s on a loaded machine. */
const PROCESS_TEST_TIMEOUT_MS = 180_000

/** An upstream JSON-RPC node that holds every answer until `release()`; `arrived` resolves on the first call. */
async function holdingUpstream() {
  let release!: () => void
  const released = new Promise<void>((r) => {
    release = r
  })
  let arrived!: () => void
  const firstCall = new Promise<void>((r) => {
    arrived = r
  })
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => {
      body += c.toString()
    })
    req.on('end', async () => {
      arrived()
      await released
      const calls = JSON.parse(body) as { id: number }[] | { id: number }
      const answer = (c: { id: number }) => ({ jsonrpc: '2.0', id: c.id, result: '0x7a69' })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, firstCall, release, close: () => new Promise((r) => server.close(r)) }
}

describe('graceful shutdown of the gateway process', () => {
  let gateway: GatewayProcess | undefined
  afterEach(async () => {
    await gateway?.stop()
  })

  it(
    'SIGTERM: stops accepting, finishes the request in flight, closes the database, exits 0',
    async () => {
      const upstream = await holdingUpstream()
      gateway = await startGatewayProcess(await freePort(), {
        PORTICO_DATA_DIR: 'memory://',
        PORTICO_INDEXER: 'off',
        PORTICO_DEVNET_MANIFEST: '/nonexistent/devnet-manifest.json',
        PORTICO_RPC_URLS: JSON.stringify({ 'eip155:31337': upstream.url }),
        // The drain is not cut short by the force-exit deadline however slow this machine is.
        PORTICO_SHUTDOWN_TIMEOUT_MS: '60000',
      })
      const base = gateway.base
      // A request in flight: the gateway waits on the upstream node.
      const inFlight = fetch(`${base}/v1/?chainId=eip155:31337&projectId=portico-dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
      })
      await upstream.firstCall

      const exited = gateway.stop()
      await vi.waitFor(() => expect(gateway?.output()).toContain('shutting down'), WAIT)
      // No new request is served while draining: the connection is refused (or a kept-alive one answered 503).
      await vi.waitFor(async () => {
        const status = await fetch(`${base}/health`, { headers: { connection: 'close' } }).then(
          (res) => res.status,
          () => 'refused',
        )
        expect([503, 'refused']).toContain(status)
      }, WAIT)

      upstream.release()
      const answer = await inFlight
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
      expect(await exited).toBe(0)
      expect(gateway.output()).toContain('stopped: requests drained, database closed')
      gateway = undefined
      await upstream.close()
    },
    PROCESS_TEST_TIMEOUT_MS,
  )
})
