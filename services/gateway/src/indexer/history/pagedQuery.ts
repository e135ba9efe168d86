import { ApiError } from '../../http/errors.js'
import { addressParamsSchema, clientQueryProperties } from '../../http/schemas.js'
import { CHAIN_ID_PATTERN, toCaip2 } from '../../rpc/rpcRoutes.js'
import { MAX_CURSOR_LENGTH } from '../pageCursor.js'

/** Default and largest page size of the history and NFT routes. */
export const DEFAULT_PAGE_LIMIT = 20
export const MAX_PAGE_LIMIT = 100

/** Schemas of the `{address}` path and `chainId`, `cursor`, `limit` query, shared by history and NFTs. */
export const pagedRequestSchema = {
  params: addressParamsSchema,
  querystring: {
    type: 'object',
    properties: {
      ...clientQueryProperties,
      chainId: {
        type: 'string',
        pattern: CHAIN_ID_PATTERN,
        description: 'CAIP-2 chain id (or a bare EVM chain number); absent: every chain',
      },
      cursor: {
        type: 'string',
        maxLength: MAX_CURSOR_LENGTH,
        description: "Opaque: the previous page's `next`",
      },
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: MAX_PAGE_LIMIT,
        default: DEFAULT_PAGE_LIMIT,
        description: `Entries per page (1-${MAX_PAGE_LIMIT})`,
      },
    },
  },
} as const

/** The `{data, next}` envelope's schema for an entry schema. */
export const pageSchema = (item: Record<string, unknown>) =>
  ({
    type: 'object',
    required: ['data', 'next'],
    properties: { data: { type: 'array', items: item }, next: { type: 'string', nullable: true } },
  }) as const

/** The chain filter: undefined for all chains, the CAIP-2 id otherwise. */
export const chainFilter = (raw: string | undefined): string | undefined => (raw ? toCaip2(raw) : undefined)

/** A cursor that does not decode gets 400 naming `cursor`. */
export function badCursor(): never {
  throw new ApiError(400, 'INVALID_PARAM', 'cursor is not a cursor this gateway issued', 'cursor')
}

/**
 * The page size; the schema checks it, but Ajv's number coercion lets `Infinity` through as a string, so
 * it is checked again here.
 */
export function pageLimit(raw: unknown): number {
  const n = raw === undefined ? DEFAULT_PAGE_LIMIT : Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_LIMIT) {
    throw new ApiError(400, 'INVALID_PARAM', `limit must be an integer from 1 to ${MAX_PAGE_LIMIT}`, 'limit')
  }
  return n
}
