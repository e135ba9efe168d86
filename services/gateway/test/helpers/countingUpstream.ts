import { createServer, type Server } from 'node:http'
import { text } from 'node:stream/consumers'

/** A JSON-RPC pass-through that records every method name it forwards to the real node. */
export interface CountingUpstream {
  url: string
  /** Method names seen, in arrival order. */
  seen: string[]
  stop(): Promise<void>
}

/**
 * Starts an HTTP server between the gateway and a real node (anvil): it records each request's method, then
 * forwards the body unchanged and returns the node's answer. Proves what reached the node.
 */
export async function startCountingUpstream(nodeUrl: string): Promise<CountingUpstream> {
  const seen: string[] = []
  const server: Server = createServer(async (req, res) => {
    const body = await text(req)
    try {
      const parsed = JSON.parse(body) as unknown
      for (const r of Array.isArray(parsed) ? parsed : [parsed]) {
        seen.push(String((r as { method?: unknown })?.method))
      }
    } catch {
      seen.push('<unparsable>')
    }
    const answer = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
