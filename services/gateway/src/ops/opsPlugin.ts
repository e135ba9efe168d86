import type { Registry } from 'prom-client'
import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { RateLimitStore } from '../http/rateLimitStore.js'
import { healthRoute } from './healthRoute.js'
import { metricsRoute } from './metricsRoute.js'
import { readyRoute } from './readyRoute.js'

/** What the operations routes need. */
export interface OpsPluginOptions {
  db: Db
  limits: RateLimitStore
  rpcUrls: Record<string, string>
  /** The Prometheus registry `/metrics` serves. */
  metrics: Registry
  /** Bearer token `/metrics` requires, when set. */
  metricsToken?: string | undefined
}

/** The operations domain: `GET /health` (alive), `GET /ready` (dependencies reachable) and `GET /metrics`. */
export async function opsPlugin(app: GatewayApp, options: OpsPluginOptions): Promise<void> {
  healthRoute(app)
  readyRoute(app, { db: options.db, limits: options.limits, rpcUrls: options.rpcUrls })
  metricsRoute(app, options.metrics, options.metricsToken)
}
