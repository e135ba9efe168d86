import { createServer, request, type Server } from 'node:http'
import { connect } from 'node:net'
import { listenOnLoopback } from './staticPages.js'

/**
 * An HTTP proxy on 127.0.0.1 that serves `target` under another host name: the browser maps the name to
 * 127.0.0.1 (`--host-resolver-rules`), so the page runs on an origin no project allow-list covers, while the
 * target (a Vite server, which checks Host) sees its own host. WebSocket upgrades (Vite's HMR) are passed on.
 */
export async function startHostProxy(target: string): Promise<{ port: number; close(): Promise<void> }> {
  const { hostname, port } = new URL(target)
  const targetHost = `${hostname}:${port}`
  const server: Server = createServer((req, res) => {
    const upstream = request(
      {
        host: hostname,
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: targetHost },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(Number(port), hostname, () => {
      const headers = Object.entries({ ...req.headers, host: targetHost })
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`)
        .join('\r\n')
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket).pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  return listenOnLoopback(server)
}
