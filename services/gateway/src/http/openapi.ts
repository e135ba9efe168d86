import type { FastifyInstance, RouteOptions } from 'fastify'
import { errorBodySchema } from './errors.js'
import { errorResponseCodes } from './schemas.js'

declare module 'fastify' {
  interface FastifySchema {
    /** One-line description of the route, shown in the OpenAPI document. */
    summary?: string
  }
}

/** A route as recorded for the OpenAPI document. */
export interface DocumentedRoute {
  method: string
  /** Fastify path, e.g. `/getWalletImage/:id`. */
  url: string
  schema: Record<string, unknown>
}

/** Records every GET/POST route as it is registered; call before registering routes. */
export function recordRoutes(app: FastifyInstance): DocumentedRoute[] {
  const routes: DocumentedRoute[] = []
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'GET' && method !== 'POST') continue
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> })
    }
  })
  return routes
}

/** `/getWalletImage/:id` → `/getWalletImage/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

type ObjectSchema = { properties?: Record<string, Record<string, unknown>>; required?: string[] }

function parameters(schema: ObjectSchema | undefined, where: 'query' | 'path') {
  return Object.entries(schema?.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (schema?.required ?? []).includes(name),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    schema: s,
  }))
}

/** Builds an OpenAPI 3.0 document from the recorded routes' own schemas. */
export function buildOpenApi(routes: readonly DocumentedRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const r of routes) {
    const s = r.schema
    const responses: Record<string, unknown> = {}
    for (const [code, body] of Object.entries(
      (s.response ?? {}) as Record<string, Record<string, unknown>>,
    )) {
      responses[code] =
        body.type === 'null'
          ? { description: String(body.description ?? 'No content') }
          : { description: 'OK', content: { 'application/json': { schema: body } } }
    }
    if (Object.keys(responses).length === 0) responses['200'] = { description: 'OK' }
    for (const code of errorResponseCodes) {
      responses[code] = {
        description: 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      }
    }
    const op: Record<string, unknown> = {
      summary: String(s.summary ?? `${r.method} ${r.url}`),
      operationId: `${r.method.toLowerCase()}${openApiPath(r.url).replace(/[^A-Za-z0-9]+/g, '_')}`,
      parameters: [
        ...parameters(s.params as ObjectSchema | undefined, 'path'),
        ...parameters(s.querystring as ObjectSchema | undefined, 'query'),
      ],
      responses,
    }
    if (s.body) op.requestBody = { required: true, content: { 'application/json': { schema: s.body } } }
    paths[openApiPath(r.url)] ??= {}
    ;(paths[openApiPath(r.url)] as Record<string, unknown>)[r.method.toLowerCase()] = op
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Portico gateway', version },
    paths,
    components: { schemas: { Error: errorBodySchema } },
  }
}

/** `GET /openapi.json`: the document for every route registered on `app` (built once, on first call). */
export function openApiRoute(
  app: FastifyInstance,
  routes: readonly DocumentedRoute[],
  version: string,
): void {
  let doc: string | undefined
  app.get('/openapi.json', { schema: { summary: 'This OpenAPI document' } }, async (_req, reply) => {
    doc ??= JSON.stringify(buildOpenApi(routes, version))
    return reply.type('application/json; charset=utf-8').send(doc)
  })
}
