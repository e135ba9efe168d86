import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway, type Gateway } from '../../src/index.js'

const CAP = 64 * 1024
const CHUNK = Buffer.alloc(16 * 1024, 'a')

/**
 * A hostile upstream node: `/endless` streams an answer that never ends (no Content-Length) until the gateway
 * hangs up; `/declared` announces a body over the cap; `/small` answers normally just under it.
 */
async function hostileUpstream() {
  let resolveCut!: (bytes: number) => void
  const endlessCut = new Promise<number>((r) => {
    resolveCut = r
  })
  const server: Server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      if (req.url === '/endless') return endless(res)
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(CAP * 100) })
        res.write('[')
        return
      }
      const result = 'b'.repeat(CAP - 100)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 0, result }))
    })
  })
  const endless = (res: ServerResponse) => {
    let sent = 0
    res.writeHead(200, { 'content-type': 'application/json' })
    res.write('{"jsonrpc":"2.0","id":0,"result":"')
    const pump = () => {
      while (!res.destroyed && res.write(CHUNK)) sent += CHUNK.length
      if (!res.destroyed) res.once('drain', pump)
    }
    res.on('close', () => resolveCut(sent))
    pump()
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () => {
    server.closeAllConnections()
    return new Promise((r) => server.close(r))
  }
  return { base, endlessCut, close }
}

describe('upstream RPC answers are read as a stream and cut at the cap', () => {
  let upstream: Awaited<ReturnType<typeof hostileUpstream>>
  let gw: Gateway
  beforeAll(async () => {
    upstream = await hostileUpstream()
    gw = await createGateway({
      dataDir: 'memory://',
      indexer: false,
      rpcMaxAnswerBytes: CAP,
      rpcUrls: {
        'eip155:1': `${upstream.base}/endless`,
        'eip155:2': `${upstream.base}/declared`,
        'eip155:3': `${upstream.base}/small`,
      },
    })
  })
  afterAll(async () => {
    await gw?.close()
    await upstream?.close()
  })
  const call = (chain: number) =>
    gw.app.inject({
      method: 'POST',
      url: `/v1/?chainId=eip155:${chain}&projectId=portico-dev`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 42, method: 'eth_getLogs', params: [{}] }),
    })

  it('an answer that never ends: the caller gets a JSON-RPC error and the gateway hangs up soon after the cap', async () => {
    const res = await call(1)
    expect(res.json()).toMatchObject({
      id: 42,
      error: { message: `Upstream RPC answer is over the limit of ${CAP} bytes` },
    })
    // The gateway hung up on the upstream (else this never resolves), having taken at most what the sockets
    // buffer beyond the cap.
    const sent = await upstream.endlessCut
    expect(sent).toBeLessThan(CAP + 16 * 1024 * 1024)
  })

  it('a declared Content-Length over the cap is refused before reading', async () => {
    expect((await call(2)).json()).toMatchObject({
      id: 42,
      error: { message: `Upstream RPC answer is over the limit of ${CAP} bytes` },
    })
  })

  it('an answer within the cap passes whole', async () => {
    const body = (await call(3)).json() as { id: number; result: string }
    expect(body.id).toBe(42)
    expect(body.result).toHaveLength(CAP - 100)
  })
})
