import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A throwaway server on 127.0.0.1 answering fixed HTML pages by path, for pages a test needs on an origin of
 * its own (reach it as `http://127.0.0.1:<port>` or, as another origin, `http://localhost:<port>`).
 */
export async function servePages(
  pages: Record<string, string>,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const page = pages[new URL(req.url ?? '/', 'http://x').pathname]
    res.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page ?? 'not found')
  })
  return listenOnLoopback(server)
}

/** Starts `server` on a free port of 127.0.0.1; `close()` ends its connections too. */
export async function listenOnLoopback(server: Server): Promise<{ port: number; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
