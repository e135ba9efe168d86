import type { GatewayApp } from '../http/gatewayApp.js'

import { clientQueryProperties } from '../http/schemas.js'
import { proxyJsonRpc } from './proxy.js'

/** `chainId` as `eip155:31337` (any CAIP-2 id) or a bare EVM chain number `31337`. */
export const CHAIN_ID_PATTERN = '^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[0-9]{1,20})$'

/** A bare number means an EVM chain: `31337` → `eip155:31337`. */
export const toCaip2 = (chainId: string): string => (/^[0-9]+$/.test(chainId) ? `eip155:${chainId}` : chainId)

/** What the RPC routes need. */
export interface RpcRouteOptions {
  rpcUrls: Record<string, string>
  /** CAIP-2 chain id → ERC-4337 bundler URL (user-operation methods). */
  bundlerUrls?: Record<string, string>
  timeoutMs: number
  maxBatch: number
  /** Largest upstream answer read, in bytes. */
  maxAnswerBytes?: number
}

/** The number of calls a JSON-RPC body counts as toward the quotas: a batch's length up to `maxBatch`, else 1. */
export const batchCost = (body: unknown, maxBatch: number): number =>
  Array.isArray(body) && body.length > 0 && body.length <= maxBatch ? body.length : 1

/** `POST /v1/?chainId&projectId` (the JSON-RPC proxy) and `GET /v1/supported-chains` (U-01). */
export function rpcRoutes(app: GatewayApp, options: RpcRouteOptions): void {
  app.get(
    '/v1/supported-chains',
    {
      schema: {
        summary: 'CAIP-2 ids of the chains the RPC proxy serves',
        querystring: { type: 'object', properties: clientQueryProperties },
        response: {
          200: {
            type: 'object',
            required: ['http', 'ws'],
            properties: {
              http: { type: 'array', items: { type: 'string' } },
              ws: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
    async () => ({ http: Object.keys(options.rpcUrls), ws: [] }),
  )
  app.post(
    '/v1/',
    {
      // A batch counts as its number of calls toward the quotas (one over the cap is refused, counted once).
      config: { project: 'required', quotaCost: (req) => batchCost(req.body, options.maxBatch) },
      schema: {
        summary:
          'JSON-RPC proxy to the chain node, user-operation methods to its bundler (allow-listed methods, batches up to 1000)',
        querystring: {
          type: 'object',
          required: ['chainId'],
          properties: { ...clientQueryProperties, chainId: { type: 'string', pattern: CHAIN_ID_PATTERN } },
        },
        body: {
          description: 'A JSON-RPC 2.0 request or batch',
          anyOf: [{ type: 'object' }, { type: 'array' }],
        },
      },
    },
    async (req, reply) => {
      const chainId = toCaip2(req.query.chainId)
      const answer = await proxyJsonRpc(req.body, {
        upstreamUrl: Object.hasOwn(options.rpcUrls, chainId) ? options.rpcUrls[chainId] : undefined,
        bundlerUrl:
          options.bundlerUrls && Object.hasOwn(options.bundlerUrls, chainId)
            ? options.bundlerUrls[chainId]
            : undefined,
        chainId,
        timeoutMs: options.timeoutMs,
        maxBatch: options.maxBatch,
        ...(options.maxAnswerBytes ? { maxAnswerBytes: options.maxAnswerBytes } : {}),
      })
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer))
    },
  )
}
