import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Indexer } from '../indexer/indexer.js'

/** Upper bounds of the request latency histogram, in seconds (a cache hit to the 10 s RPC upstream timeout). */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const

/** The route label of a request that matched no route (a 404): one series, whatever path was asked. */
export const UNMATCHED_ROUTE = 'unmatched'

/** What the gateway's metrics read besides the requests: the indexer, once it is built. */
export interface GatewayMetricsSources {
  indexer: () => Indexer | undefined
}

/**
 * The gateway's Prometheus metrics, in a registry of its own (several gateways may share one process in tests):
 * requests by route and status, latency by route, error answers, the indexer's lag per chain it leads, and the
 * process's own figures (`process_*`, `nodejs_*`).
 */
export class GatewayMetrics {
  readonly registry = new Registry()
  readonly #requests = new Counter({
    name: 'portico_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })
  readonly #duration = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [...LATENCY_BUCKETS_SECONDS],
    registers: [this.registry],
  })
  readonly #errors = new Counter({
    name: 'portico_http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by route pattern and status class (4xx: refused input, 5xx: failure)',
    labelNames: ['route', 'class'] as const,
    registers: [this.registry],
  })

  constructor(sources: GatewayMetricsSources) {
    collectDefaultMetrics({ register: this.registry })
    const progress = () =>
      (sources.indexer()?.chains ?? []).flatMap((chain) => {
        const now = chain.progress
        return now ? [{ chain: chain.chainId, ...now }] : []
      })
    new Gauge({
      name: 'portico_indexer_lag_blocks',
      help: "Blocks between a chain's head and the newest block indexed, for each chain this instance leads",
      labelNames: ['chain'] as const,
      registers: [this.registry],
      collect() {
        this.reset()
        for (const p of progress()) this.set({ chain: p.chain }, p.head - (p.indexed ?? p.head))
      },
    })
    new Gauge({
      name: 'portico_indexer_head_block',
      help: "The chain's head at this instance's last indexing round, for each chain it leads",
      labelNames: ['chain'] as const,
      registers: [this.registry],
      collect() {
        this.reset()
        for (const p of progress()) this.set({ chain: p.chain }, p.head)
      },
    })
  }

  /** Counts one answered request (an `onResponse` hook). */
  observe(req: FastifyRequest, reply: FastifyReply): void {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE
    const status = reply.statusCode
    this.#requests.inc({ method: req.method, route, status: String(status) })
    this.#duration.observe({ method: req.method, route }, reply.elapsedTime / 1000)
    if (status >= 400) this.#errors.inc({ route, class: status >= 500 ? '5xx' : '4xx' })
  }
}

/** Counts every answered request of `app` in `metrics`. */
export function installMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  app.addHook('onResponse', async (req, reply) => metrics.observe(req, reply))
}
