import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { RateLimitStore } from '../http/rateLimitStore.js'
import { callUpstream } from '../rpc/proxy.js'

/** How long `/ready` waits for the database and for each upstream RPC node. */
export const READY_CHECK_TIMEOUT_MS = 2000

/** One dependency's state in a `/ready` answer. */
export type CheckState = 'ok' | 'down' | 'none'

/** What `/ready` checks: the database, the shared rate-limit store, the upstream RPC node of each chain. */
export interface ReadyChecks {
  db: Db
  limits: Pick<RateLimitStore, 'state'>
  rpcUrls: Record<string, string>
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ])

async function databaseState(db: Db): Promise<CheckState> {
  try {
    await withTimeout(db.query('SELECT 1'), READY_CHECK_TIMEOUT_MS)
    return 'ok'
  } catch {
    return 'down'
  }
}

/** An eip155 node answers `eth_chainId`, a Solana node `getHealth`; any JSON-RPC answer means it is reachable. */
async function rpcState(chainId: string, url: string): Promise<CheckState> {
  const method = chainId.startsWith('solana:') ? 'getHealth' : 'eth_chainId'
  const answer = await callUpstream(
    url,
    [{ id: 1, jsonrpc: '2.0', method, params: [] }],
    READY_CHECK_TIMEOUT_MS,
  )
  return 'error' in answer ? 'down' : 'ok'
}

/**
 * `GET /ready` (readiness, for a load balancer): 200 when the database answers, the shared rate-limit store is
 * up (or none is used) and every upstream RPC node answers; else 503. The body names each dependency's state.
 * `GET /health` stays liveness only: the process serves.
 */
export function readyRoute(app: GatewayApp, checks: ReadyChecks): void {
  app.get(
    '/ready',
    { schema: { summary: 'Readiness: database, Redis and upstream RPC nodes reachable' } },
    async (_req, reply) => {
      const chains = Object.entries(checks.rpcUrls)
      const [database, ...rpc] = await Promise.all([
        databaseState(checks.db),
        ...chains.map(([chainId, url]) => rpcState(chainId, url)),
      ])
      const redis = checks.limits.state()
      const body = {
        ok: database === 'ok' && redis !== 'down' && rpc.every((state) => state === 'ok'),
        database,
        redis,
        rpc: Object.fromEntries(chains.map(([chainId], i) => [chainId, rpc[i]])),
      }
      return reply.code(body.ok ? 200 : 503).send(body)
    },
  )
}
