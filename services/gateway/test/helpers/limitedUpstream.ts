import { createServer, type Server } from 'node:http'
import { text } from 'node:stream/consumers'

/** A JSON-RPC request as the proxy sees it. */
type Request = { id?: unknown; method?: string; params?: unknown[] }

/** How {@link startLimitedUpstream} restricts the node behind it. */
export interface UpstreamLimits {
  /** Widest `eth_getLogs` range answered, in blocks; wider ones get Reth's refusal. */
  maxLogSpan?: number
  /** Answer "method not found" to `ots_*` and `trace_*` (a node with neither). */
  noTraces?: boolean
}

/** A pass-through to a real node that refuses what a stricter provider refuses, and records what it served. */
export interface LimitedUpstream {
  url: string
  /** Block spans of the `eth_getLogs` calls it forwarded. */
  servedSpans: number[]
  /** The `[fromBlock, toBlock]` of each `eth_getLogs` call it forwarded. */
  servedRanges: [number, number][]
  /** How many `eth_getLogs` it refused as too wide. */
  refused(): number
  stop(): Promise<void>
}

const quantity = (v: unknown): number | undefined =>
  typeof v === 'string' && /^0x[0-9a-f]+$/i.test(v) ? Number(v) : undefined

/**
 * Starts an HTTP JSON-RPC server in front of `nodeUrl` (anvil): `eth_getLogs` wider than `maxLogSpan` blocks
 * gets the error text Reth answers ("query exceeds max block range N"), and with `noTraces` the Otterscan and
 * trace methods are "not found", as on a plain geth node. Everything else is forwarded unchanged.
 */
export async function startLimitedUpstream(
  nodeUrl: string,
  limits: UpstreamLimits,
): Promise<LimitedUpstream> {
  const servedSpans: number[] = []
  const servedRanges: [number, number][] = []
  let refusals = 0
  const answerOf = async (r: Request): Promise<unknown> => {
    const filter = (r.params?.[0] ?? {}) as { fromBlock?: unknown; toBlock?: unknown }
    if (r.method === 'eth_getLogs' && limits.maxLogSpan !== undefined) {
      const from = quantity(filter.fromBlock)
      const to = quantity(filter.toBlock)
      const span = from !== undefined && to !== undefined ? to - from + 1 : Number.POSITIVE_INFINITY
      if (span > limits.maxLogSpan) {
        refusals++
        return {
          jsonrpc: '2.0',
          id: r.id,
          error: { code: -32602, message: `query exceeds max block range ${limits.maxLogSpan}` },
        }
      }
      servedSpans.push(span)
      if (from !== undefined && to !== undefined) servedRanges.push([from, to])
    }
    if (limits.noTraces && /^(ots|trace)_/.test(String(r.method))) {
      return {
        jsonrpc: '2.0',
        id: r.id,
        error: { code: -32601, message: `the method ${r.method} does not exist/is not available` },
      }
    }
    const res = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(r),
    })
    return res.json()
  }
  const server: Server = createServer(async (req, res) => {
    const parsed = JSON.parse(await text(req)) as Request | Request[]
    const answer = Array.isArray(parsed) ? await Promise.all(parsed.map(answerOf)) : await answerOf(parsed)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    servedSpans,
    servedRanges,
    refused: () => refusals,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
