import type { Transaction } from '@portico/core'
import type { Db } from '../../db/Db.js'
import type { GatewayApp } from '../../http/gatewayApp.js'
import type { PublicUrls } from '../../http/publicUrls.js'

import { GATEWAY_ONRAMP_PROVIDERS } from '../../onramp/onrampConfig.js'
import { purchaseHistory } from '../../onramp/purchaseHistory.js'
import { type HistoryKey, historyKey, historyPage } from '../historyRepo.js'
import type { AccountsListener } from '../indexer.js'
import { decodeCursor, encodeCursor, isChainId, isIndex } from '../pageCursor.js'
import { tokenMetaOf } from '../tokenMeta.js'
import type { AccountTracker } from '../tracked/accountTracker.js'
import type { Coverage } from '../tracked/trackedRepo.js'
import { AccountPageCache } from './accountPageCache.js'
import { transactionSchema } from './historySchema.js'
import { type TokenMetaIndex, toTransaction } from './historyView.js'
import { badCursor, chainFilter, pagedRequestSchema, pageLimit, pageSchema } from './pagedQuery.js'

const isHistoryKey = (v: unknown): v is HistoryKey =>
  Array.isArray(v) && v.length === 4 && isIndex(v[0]) && isChainId(v[1]) && isIndex(v[2]) && isIndex(v[3])

/** What the history route needs. */
export interface HistoryRouteOptions {
  db: Db
  urls: PublicUrls
  /** CAIP-2 ids of the chains the indexer follows. */
  chains: readonly string[]
  /** Registers a listener of accounts with new indexed rows (their cached pages are dropped). */
  onIndexedAccounts?(listener: AccountsListener): void
  /** Tracks the accounts asked about on the tracked-mode chains; undefined when the indexer is off. */
  tracker?: AccountTracker
}

/** One page of history; `coverage` only where a tracked-mode chain is asked about. */
interface HistoryAnswer {
  data: Transaction[]
  next: string | null
  coverage?: Coverage
}

/** The `coverage` member of a history page (tracked-mode chains only). */
const coverageSchema = {
  type: 'object',
  required: ['complete', 'nativeTransfers'],
  description:
    'Present where a chain asked about is indexed in tracked mode: how complete the stored history is',
  properties: {
    complete: {
      type: 'boolean',
      description:
        "false while the account's past is still being read from the chain: older entries will follow, " +
        'and `next` stays set so the client can ask for them',
    },
    nativeTransfers: {
      type: 'boolean',
      description:
        "false where the chain's node serves neither the Otterscan API nor trace_filter: native transfers " +
        'from before the account was first asked about are missing',
    },
  },
} as const

/**
 * U-03, K-02: `GET /v1/account/{address}/history?chainId&cursor&limit` → `{data, next}`: the account's
 * transactions from the indexer, newest first, keyset-paged. With `onramp=<provider>` (J-15): the account's
 * purchases through that provider, with their status, newest first.
 */
export function historyRoute(app: GatewayApp, options: HistoryRouteOptions): void {
  const cache = new AccountPageCache<HistoryAnswer>()
  options.onIndexedAccounts?.((_chainId, accounts) => {
    for (const a of accounts) cache.drop(a)
  })
  app.get(
    '/v1/account/:address/history',
    {
      config: { project: 'required' },
      schema: {
        summary: "An account's transactions from the gateway's own indexer, newest first ({data, next})",
        ...pagedRequestSchema,
        querystring: {
          ...pagedRequestSchema.querystring,
          properties: {
            ...pagedRequestSchema.querystring.properties,
            onramp: {
              type: 'string',
              enum: [...GATEWAY_ONRAMP_PROVIDERS],
              description:
                "J-15: the account's purchases through this on-ramp provider instead, with their status",
            },
          },
        },
        response: {
          200: {
            ...pageSchema(transactionSchema),
            properties: { ...pageSchema(transactionSchema).properties, coverage: coverageSchema },
          },
        },
      },
    },
    async (req): Promise<HistoryAnswer> => {
      const account = req.params.address.toLowerCase()
      if (req.query.onramp)
        return purchaseHistory(options.db, account, req.query.onramp, pageLimit(req.query.limit))
      const chainId = chainFilter(req.query.chainId)
      const after =
        req.query.cursor === undefined
          ? undefined
          : (decodeCursor(req.query.cursor, isHistoryKey) ?? badCursor())
      if (chainId && !options.chains.includes(chainId)) return { data: [], next: null }
      const limit = pageLimit(req.query.limit)
      const asked = chainId ? [chainId] : undefined
      await options.tracker?.track(account, asked)
      const key = `${chainId ?? '*'}|${req.query.cursor ?? ''}|${limit}`
      const cached = cache.get(account, key)
      if (cached) return cached
      const coverage = await options.tracker?.coverage(account, asked)
      const rows = await historyPage(options.db, account, chainId, after, limit + 1)
      const page = rows.slice(0, limit)
      const metas: TokenMetaIndex = new Map()
      const chains = new Set(page.map((t) => t.chainId))
      for (const c of chains) {
        const tokens = [
          ...new Set(page.filter((t) => t.chainId === c).flatMap((t) => t.transfers.map((x) => x.token))),
        ]
        for (const [token, meta] of await tokenMetaOf(options.db, c, tokens)) metas.set(`${c}|${token}`, meta)
      }
      const last = page.at(-1)
      // While a backfill runs, older rows are still to come: the last page keeps a `next` to ask for them.
      const more = rows.length > limit || coverage?.complete === false
      const answer: HistoryAnswer = {
        data: page.map((t) => toTransaction(account, t, metas, options.urls)),
        next:
          more && last ? encodeCursor(historyKey(last)) : more && after ? (req.query.cursor ?? null) : null,
        ...(coverage ? { coverage } : {}),
      }
      cache.set(account, key, answer)
      return answer
    },
  )
}
