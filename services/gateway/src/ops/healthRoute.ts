import type { GatewayApp } from '../http/gatewayApp.js'

/** `GET /health` → `{ ok: true }` once the database is open and the registry loaded. */
export function healthRoute(app: GatewayApp): void {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: answers once the database and registry are ready',
        response: {
          200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
        },
      },
    },
    async () => ({ ok: true }),
  )
}
