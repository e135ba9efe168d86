import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text as readText } from 'node:stream/consumers'

/** One request the local gateway received. */
export type ReceivedRequest = { method: string; path: string; body: unknown }

/**
 * A stand-in gateway on an ephemeral 127.0.0.1 port for core's unit tests: it answers `getAnalyticsConfig`
 * with analytics on, `POST /e` with `eventStatus()` and everything else with 503, and records every request.
 * Core's tests cannot start the real gateway (services/ is another workspace; its own tests cover `/e`).
 */
export async function startLocalGateway(eventStatus: () => number = () => 204) {
  const received: ReceivedRequest[] = []
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const text = await readText(req)
    received.push({ method: req.method ?? 'GET', path, body: text ? JSON.parse(text) : undefined })
    res.setHeader('access-control-allow-origin', '*')
    if (path === '/getAnalyticsConfig') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"isAnalyticsEnabled":true}')
    } else if (path === '/e' && req.method === 'POST') {
      res.writeHead(eventStatus()).end()
    } else {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"OFFLINE"}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The bodies of the `POST /e` requests so far. */
    events: () =>
      received.filter((r) => r.path === '/e').map((r) => r.body as { props: Record<string, unknown> }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
