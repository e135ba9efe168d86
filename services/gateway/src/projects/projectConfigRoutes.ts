import type { FastifyReply } from 'fastify'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'

const querystring = { type: 'object', properties: clientQueryProperties } as const

/**
 * The project routes the modal calls on start: remote features (P-01, U-21), the origin allow-list
 * (P-05, P-06, U-22) and the analytics switch (P-09, U-25). Each needs `?projectId=`. Their answers may be kept
 * by the browser for `cacheSec` seconds (`private`: each page's origin gets its own CORS answer; refusals are
 * never cached), which is the client's configuration cache: at most one request per cache time.
 */
export function projectConfigRoutes(app: GatewayApp, options: { cacheSec: number }): void {
  const cacheControl = options.cacheSec > 0 ? `private, max-age=${options.cacheSec}` : 'no-cache'
  const cached = <T>(reply: FastifyReply, body: T): T => {
    reply.header('cache-control', cacheControl)
    return body
  }
  app.get(
    '/appkit/v1/config',
    {
      config: { project: 'required' },
      schema: {
        summary: "The project's remote feature config",
        querystring,
        response: { 200: { type: 'object', required: ['features'], properties: { features: {} } } },
      },
    },
    async (req, reply) => cached(reply, { features: routeProject(req).features }),
  )
  app.get(
    '/projects/v1/origins',
    {
      config: { project: 'required' },
      schema: {
        summary: "The project's allowed origins (patterns, * is a wildcard)",
        querystring,
        response: {
          200: {
            type: 'object',
            required: ['allowedOrigins'],
            properties: { allowedOrigins: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    async (req, reply) => cached(reply, { allowedOrigins: routeProject(req).allowedOrigins }),
  )
  app.get(
    '/getAnalyticsConfig',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Whether the project collects analytics',
        querystring,
        response: {
          200: {
            type: 'object',
            required: ['isAnalyticsEnabled'],
            properties: { isAnalyticsEnabled: { type: 'boolean' } },
          },
        },
      },
    },
    async (req, reply) => cached(reply, { isAnalyticsEnabled: routeProject(req).analyticsEnabled }),
  )
}
