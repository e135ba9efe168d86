import { resolve } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { DEFAULT_ENTRIES, loadWallets, queryWallets } from './wallets.js'

export { DEFAULT_ENTRIES, loadWallets, MAX_ENTRIES, queryWallets } from './wallets.js'

/** Gateway configuration. */
export interface GatewayConfig {
  walletsFile?: string
  logger?: boolean
}

const csv = (v: unknown): string[] | undefined =>
  typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : undefined

/** Builds the gateway Fastify instance (not listening). Partial: `/health` and `/getWallets` only. */
export function buildGateway(config: GatewayConfig = {}): FastifyInstance {
  const file =
    config.walletsFile ??
    process.env.PORTICO_WALLETS_FILE ??
    resolve(import.meta.dirname, '../../../../shared/data/wallets.json')
  const wallets = loadWallets(file)
  const app = Fastify({ logger: config.logger ?? false })
  app.get('/health', async () => ({ ok: true }))
  app.get(
    '/getWallets',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 1000000, default: 1 },
            entries: { type: 'integer', minimum: 1, maximum: 100000, default: DEFAULT_ENTRIES },
            search: { type: 'string', maxLength: 200 },
            include: { type: 'string', maxLength: 10000 },
            exclude: { type: 'string', maxLength: 10000 },
            chains: { type: 'string', maxLength: 10000 },
            badge_type: { type: 'string', maxLength: 50 },
          },
        },
      },
    },
    async (req) => {
      const q = req.query as Record<string, unknown>
      return queryWallets(wallets, {
        page: q.page as number,
        entries: q.entries as number,
        search: typeof q.search === 'string' ? q.search : undefined,
        include: csv(q.include),
        exclude: csv(q.exclude),
        chains: csv(q.chains),
      })
    },
  )
  return app
}
