// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text as readText } from 'node:stream/consumers'
import { RPC_BATCH_LIMIT, RPC_RETRIES, RPC_RETRY_BASE_DELAY_MS, RPC_TIMEOUT_MS } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createBalanceReader } from './getBalance.js'
import { publicClientFor } from './publicClients.js'
import { RPC_TRANSPORT_CONFIG } from './rpcTransport.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type RpcCall = { id: number; method: string }

/**
 * A tiny JSON-RPC node on an ephemeral port: it records every HTTP request body, answers 503 to the first
 * `failures` requests, then answers `eth_getBalance` with 1 wei per call (single calls and batches).
 */
async function startNode(failures = 0) {
  const bodies: unknown[] = []
  let failuresLeft = failures
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await readText(req)) as RpcCall | RpcCall[]
    bodies.push(body)
    if (failuresLeft > 0) {
      failuresLeft--
      res.writeHead(503).end('busy')
      return
    }
    const answer = (call: RpcCall) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    bodies,
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('EVM public clients', () => {
  const nodes: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(nodes.splice(0).map((n) => n.close()))
  })

  it('T-06 the transport uses the spec timeout, retries, base delay and batch limit', () => {
    expect(RPC_TRANSPORT_CONFIG).toEqual({
      timeout: RPC_TIMEOUT_MS,
      retryCount: RPC_RETRIES,
      retryDelay: RPC_RETRY_BASE_DELAY_MS,
      batch: { batchSize: RPC_BATCH_LIMIT },
    })
    expect([RPC_TIMEOUT_MS, RPC_RETRIES, RPC_RETRY_BASE_DELAY_MS, RPC_BATCH_LIMIT]).toEqual([
      10_000, 3, 150, 1000,
    ])
  })

  it('T-06 a failing RPC node is retried 3 times, then the answer is used', async () => {
    const node = await startNode(RPC_RETRIES)
    nodes.push(node)
    const wei = await publicClientFor(node.url, RPC_TRANSPORT_CONFIG).getBalance({ address: ADDRESS })
    expect(wei).toBe(1n)
    expect(node.bodies).toHaveLength(1 + RPC_RETRIES)
    // The back-off (exponential from 150 ms) is viem's, given RPC_TRANSPORT_CONFIG.retryDelay.
    expect(RPC_TRANSPORT_CONFIG.retryDelay).toBe(RPC_RETRY_BASE_DELAY_MS)
  })

  it('T-06 a node failing more than 3 retries makes the read fail after 4 requests', async () => {
    const node = await startNode(RPC_RETRIES + 1)
    nodes.push(node)
    await expect(
      publicClientFor(node.url, RPC_TRANSPORT_CONFIG).getBalance({ address: ADDRESS }),
    ).rejects.toThrow()
    expect(node.bodies).toHaveLength(1 + RPC_RETRIES)
  })

  it('T-06 reads of the same tick arrive as one JSON-RPC batch request', async () => {
    const node = await startNode()
    nodes.push(node)
    const client = publicClientFor(node.url, RPC_TRANSPORT_CONFIG)
    const balances = await Promise.all([1, 2, 3].map(() => client.getBalance({ address: ADDRESS })))
    expect(balances).toEqual([1n, 1n, 1n])
    expect(node.bodies).toHaveLength(1)
    const [batch] = node.bodies
    expect(Array.isArray(batch)).toBe(true)
    expect((batch as RpcCall[]).map((c) => c.method)).toEqual([
      'eth_getBalance',
      'eth_getBalance',
      'eth_getBalance',
    ])
  })

  it('T-06 the adapter balance reader uses that transport: retried 3 times, one batch for one tick', async () => {
    const node = await startNode(RPC_RETRIES)
    nodes.push(node)
    const getBalance = createBalanceReader(() => node.url)
    const caipNetwork = {
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.url] } },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
    } as const
    await expect(getBalance({ address: ADDRESS, caipNetwork })).resolves.toEqual({
      balance: '0.000000000000000001',
      symbol: 'ETH',
    })
    expect(node.bodies).toHaveLength(1 + RPC_RETRIES)
    await Promise.all([
      getBalance({ address: ADDRESS, caipNetwork }),
      getBalance({ address: ADDRESS, caipNetwork }),
    ])
    expect(node.bodies).toHaveLength(2 + RPC_RETRIES)
    expect(Array.isArray(node.bodies.at(-1))).toBe(true)
  })
})
