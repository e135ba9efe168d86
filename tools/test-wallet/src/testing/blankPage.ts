import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An HTTP server on a free port that answers an empty HTML page, for browser tests that need an origin. */
export async function startBlankPage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>blank</title><body></body>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
