import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text as readText } from 'node:stream/consumers'

/** One request the account gateway received: path and query. */
export type AccountRequest = {
  path: string
  query: Record<string, string>
  body?: unknown
  /** The `Authorization` header, when the request had one. */
  authorization?: string
}

/**
 * A stand-in for the gateway's account endpoints (balance, history, NFTs) on an ephemeral 127.0.0.1 port,
 * answering what the test scripts and recording each request. Core's tests cannot start the real gateway
 * (services/ is another workspace; its indexer is tested there and in the browser tests).
 */
export async function startAccountGateway() {
  const received: AccountRequest[] = []
  const answers: Record<string, (query: Record<string, string>) => { status?: number; body: unknown }> = {}
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const what = url.pathname.split('/').at(-1) ?? ''
    const query = Object.fromEntries(url.searchParams)
    const text = await readText(req)
    const { authorization } = req.headers
    received.push({
      path: url.pathname,
      query,
      ...(text ? { body: JSON.parse(text) } : {}),
      ...(authorization ? { authorization } : {}),
    })
    const answer = answers[what]?.(query) ?? { status: 503, body: { code: 'OFFLINE' } }
    res
      .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Scripts the answer of `balance`, `history`, `nfts` or an on-ramp endpoint (`options`, `quote`, `onrampurl`). */
    answer(
      what: 'balance' | 'history' | 'nfts' | 'options' | 'quote' | 'onrampurl',
      reply: (query: Record<string, string>) => { status?: number; body: unknown },
    ) {
      answers[what] = reply
    },
    /** The requests made to one endpoint. */
    calls: (what: string) => received.filter((r) => r.path.endsWith(`/${what}`)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
