import { acceptsGzip } from '../http/acceptEncoding.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { clientQueryProperties } from '../http/schemas.js'
import { DEFAULT_ENTRIES } from './queryWallets.js'
import type { WalletIndex } from './walletIndex.js'

/** Longest search term accepted. */
const MAX_SEARCH_LENGTH = 100
/** Longest comma-separated id list accepted (include, exclude, chains). */
const MAX_LIST_LENGTH = 20_000
/** Largest page number accepted (far beyond the registry). */
const MAX_PAGE = 1_000_000
/** Largest `entries` accepted before capping to MAX_ENTRIES. */
const MAX_ENTRIES_PARAM = 1_000_000

const csv = (v: string | undefined): string[] | undefined => {
  const items = v
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return items?.length ? items : undefined
}

/**
 * U-23, C-15 to C-17: `GET /getWallets` from the in-memory index of the registry table. Answers are cached
 * as bytes per query; clients that accept gzip get the cached gzip.
 */
export function walletsRoute(app: GatewayApp, index: WalletIndex): void {
  app.get(
    '/getWallets',
    {
      schema: {
        summary: 'Page of the wallet registry (search, include/exclude ids, CAIP-2 chains filter)',
        querystring: {
          type: 'object',
          properties: {
            ...clientQueryProperties,
            page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
            entries: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_ENTRIES_PARAM,
              default: DEFAULT_ENTRIES,
              description: 'Page size, capped at 100',
            },
            search: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
            include: { type: 'string', maxLength: MAX_LIST_LENGTH, description: 'Comma-separated ids' },
            exclude: { type: 'string', maxLength: MAX_LIST_LENGTH, description: 'Comma-separated ids' },
            chains: { type: 'string', maxLength: MAX_LIST_LENGTH, description: 'Comma-separated CAIP-2 ids' },
            badge_type: { type: 'string', enum: ['none', 'certified'] },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['data', 'count'],
            properties: {
              data: { type: 'array', items: { type: 'object', additionalProperties: true } },
              count: { type: 'integer' },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const q = req.query
      const answer = index.answer({
        page: q.page,
        entries: q.entries,
        ...(q.search !== undefined ? { search: q.search } : {}),
        ...(q.badge_type !== undefined ? { badgeType: q.badge_type } : {}),
        include: csv(q.include),
        exclude: csv(q.exclude),
        chains: csv(q.chains),
      })
      reply.type('application/json; charset=utf-8').header('vary', 'Origin, Accept-Encoding')
      const gzip = acceptsGzip(req.headers['accept-encoding']) ? answer.gzip : undefined
      if (gzip) return reply.header('content-encoding', 'gzip').send(gzip)
      return reply.send(answer.json)
    },
  )
}
