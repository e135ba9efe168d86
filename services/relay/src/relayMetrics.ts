import type { IncomingMessage, ServerResponse } from 'node:http'
import { bearerTokenMatches } from '@portico/core/production'
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import type { StoreUsage } from './store/storeLimits.js'

/** What the relay's metrics read at each scrape. */
export interface RelayMetricsSources {
  /** Open client sockets on this instance. */
  sockets: () => number
  /** What the topic store keeps (shared by every instance on one Redis). */
  storeUsage: () => Promise<StoreUsage>
}

/**
 * The relay's Prometheus metrics in a registry of its own: open sockets, and the queue of messages kept for
 * delivery (messages and bytes), read at each scrape; plus the process's own figures (`process_*`, `nodejs_*`).
 */
export function createRelayMetrics(sources: RelayMetricsSources): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  new Gauge({
    name: 'portico_relay_sockets',
    help: 'Open client WebSockets on this instance',
    registers: [registry],
    collect() {
      this.set(sources.sockets())
    },
  })
  new Gauge({
    name: 'portico_relay_queue_messages',
    help: 'Messages kept for delivery (store and forward) in the topic store',
    registers: [registry],
    async collect() {
      this.set((await sources.storeUsage()).messages)
    },
  })
  new Gauge({
    name: 'portico_relay_queue_bytes',
    help: 'Bytes of the messages kept for delivery in the topic store',
    registers: [registry],
    async collect() {
      this.set((await sources.storeUsage()).bytes)
    },
  })
  return registry
}

/**
 * Answers `GET /metrics` from `registry`: with a `token` (env `PORTICO_METRICS_TOKEN`, required in production)
 * only to `Authorization: Bearer <token>`, else 401.
 */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  registry: Registry,
  token: string | undefined,
  headers: Record<string, string>,
): Promise<void> {
  if (token && !bearerTokenMatches(req.headers.authorization, token)) {
    res.writeHead(401, {
      'content-type': 'application/json',
      'www-authenticate': 'Bearer realm="metrics"',
      ...headers,
    })
    res.end(JSON.stringify({ error: 'The metrics need Authorization: Bearer <PORTICO_METRICS_TOKEN>' }))
    return
  }
  const body = await registry.metrics()
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store', ...headers })
  res.end(body)
}
