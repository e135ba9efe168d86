import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a scripted gateway received. */
export type ScriptedRequest = { method: string; path: string; query: Record<string, string>; body: unknown }
type Reply = { status?: number; body: unknown }

/**
 * A stand-in gateway on an ephemeral 127.0.0.1 port that answers by path prefix what the test scripts and
 * records each request with its JSON body. Core's tests cannot start the real gateway (services/ is another
 * workspace); the real endpoints are tested there and in the browser tests.
 */
export async function startScriptedGateway() {
  const received: ScriptedRequest[] = []
  const answers: [string, (req: ScriptedRequest) => Reply][] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString()
    })
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const request = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        body: raw ? JSON.parse(raw) : undefined,
      }
      received.push(request)
      const found = answers.find(([prefix]) => request.path.startsWith(prefix))
      const answer = found ? found[1](request) : { status: 503, body: { code: 'OFFLINE' } }
      res
        .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Answers requests whose path starts with `prefix` (the first matching script wins). */
    answer: (prefix: string, reply: (req: ScriptedRequest) => Reply) => answers.unshift([prefix, reply]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
