import { JsonRpcErrorCodes } from '@portico/core'
import { exceedsDepth } from '../http/storableJson.js'

/** A JSON-RPC id as the proxy keeps it. */
export type JsonRpcId = string | number | null

/** JSON-RPC 2.0 error codes the proxy answers with. */
export const JSON_RPC_INVALID_REQUEST = JsonRpcErrorCodes.INVALID_REQUEST
export const JSON_RPC_METHOD_NOT_FOUND = JsonRpcErrorCodes.METHOD_NOT_FOUND
export const JSON_RPC_INVALID_PARAMS = JsonRpcErrorCodes.INVALID_PARAMS
export const JSON_RPC_INTERNAL_ERROR = JsonRpcErrorCodes.INTERNAL_ERROR
/** Server-error range code for an upstream node that failed or timed out. */
export const JSON_RPC_UPSTREAM_ERROR = JsonRpcErrorCodes.INVALID_INPUT
/** SPEC §6: the message for a method outside the allow-list. */
export const METHOD_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/** A JSON-RPC 2.0 error response. */
export interface JsonRpcErrorResponse {
  jsonrpc: '2.0'
  id: JsonRpcId
  error: { code: number; message: string; data?: unknown }
}

/** Builds a JSON-RPC error response. */
export const rpcError = (
  id: JsonRpcId,
  code: number,
  message: string,
  data?: unknown,
): JsonRpcErrorResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data === undefined ? {} : { data }) },
})

/** Deepest nesting of `params` forwarded; real calls (eth_call with state overrides) stay under 6. */
export const MAX_PARAMS_DEPTH = 20

/** Longest string id kept. */
const MAX_ID_LENGTH = 200

/** The request's id if it is a valid JSON-RPC id, else null. */
export function idOf(request: unknown): JsonRpcId {
  const id = (request as { id?: unknown } | null)?.id
  if (typeof id === 'number' && Number.isFinite(id)) return id
  if (typeof id === 'string' && id.length <= MAX_ID_LENGTH) return id
  return null
}

/** A JSON-RPC request the proxy may forward, or the reason it may not. */
export type CheckedRequest =
  | { ok: true; id: JsonRpcId; method: string; params: unknown }
  | { ok: false; response: JsonRpcErrorResponse }

/** Validates one JSON-RPC request object against the shape and the `allowed` predicate. */
export function checkRequest(request: unknown, allowed: (method: string) => boolean): CheckedRequest {
  const id = idOf(request)
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    return {
      ok: false,
      response: rpcError(id, JSON_RPC_INVALID_REQUEST, 'Invalid request: expected an object'),
    }
  }
  const r = request as { jsonrpc?: unknown; method?: unknown; params?: unknown }
  if (r.jsonrpc !== undefined && r.jsonrpc !== '2.0') {
    return {
      ok: false,
      response: rpcError(id, JSON_RPC_INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0"'),
    }
  }
  if (typeof r.method !== 'string' || r.method.length === 0 || r.method.length > 100) {
    return {
      ok: false,
      response: rpcError(id, JSON_RPC_INVALID_REQUEST, 'Invalid request: method must be a string'),
    }
  }
  if (r.params !== undefined && (r.params === null || typeof r.params !== 'object')) {
    return {
      ok: false,
      response: rpcError(id, JSON_RPC_INVALID_REQUEST, 'Invalid request: params must be an array or object'),
    }
  }
  if (r.params !== undefined && exceedsDepth(r.params, MAX_PARAMS_DEPTH)) {
    return {
      ok: false,
      response: rpcError(
        id,
        JSON_RPC_INVALID_PARAMS,
        `Invalid params: nested deeper than ${MAX_PARAMS_DEPTH} levels`,
      ),
    }
  }
  if (!allowed(r.method)) {
    return {
      ok: false,
      response: rpcError(id, JSON_RPC_METHOD_NOT_FOUND, METHOD_NOT_ALLOWED_MESSAGE, { method: r.method }),
    }
  }
  return { ok: true, id, method: r.method, params: r.params ?? [] }
}
