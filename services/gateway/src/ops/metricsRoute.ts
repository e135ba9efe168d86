import { bearerTokenMatches } from '@portico/core/production'
import type { Registry } from 'prom-client'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'

/** Where the scraper reads the metrics. */
export const METRICS_PATH = '/metrics'

/**
 * `GET /metrics`: the Prometheus text exposition of `registry`. With a `token` (env `PORTICO_METRICS_TOKEN`,
 * required in production) only a request carrying `Authorization: Bearer <token>` is answered; others get 401.
 */
export function metricsRoute(app: GatewayApp, registry: Registry, token: string | undefined): void {
  app.get(
    METRICS_PATH,
    {
      schema: {
        summary: 'Prometheus metrics (text exposition format); Bearer PORTICO_METRICS_TOKEN when set',
      },
    },
    async (req, reply) => {
      if (token && !bearerTokenMatches(req.headers.authorization, token))
        throw new ApiError(
          401,
          'UNAUTHORIZED',
          'The metrics need Authorization: Bearer <PORTICO_METRICS_TOKEN>',
          undefined,
          {
            'www-authenticate': 'Bearer realm="metrics"',
          },
        )
      const body = await registry.metrics()
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(body)
    },
  )
}
