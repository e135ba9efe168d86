import { MAX_BATCH_LENGTH } from './constants.js'
import { accountMethods } from './methods/accounts.js'
import { clusterMethods } from './methods/cluster.js'
import type { MethodContext, MethodHandler } from './methods/context.js'
import { tokenMethods } from './methods/tokens.js'
import { transactionMethods } from './methods/transactions.js'
import { RPC_ERROR, RpcError } from './rpcError.js'

/** Every HTTP JSON-RPC method of the devnet Solana, by name. */
export const SOLANA_RPC_METHODS: Readonly<Record<string, MethodHandler>> = {
  ...clusterMethods,
  ...accountMethods,
  ...tokenMethods,
  ...transactionMethods,
}

type Id = string | number | null

/** A JSON-RPC 2.0 response object. */
export type RpcResponse =
  | { jsonrpc: '2.0'; id: Id; result: unknown }
  | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string; data?: unknown } }

/** The error response for `error`; anything not an {@link RpcError} is an internal error (never a crash). */
export function errorResponse(id: Id, error: unknown): RpcResponse {
  const { code, message, data } =
    error instanceof RpcError
      ? error
      : {
          code: RPC_ERROR.internal,
          message: `Internal error: ${(error as Error)?.message ?? error}`,
          data: undefined,
        }
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }
}

const validId = (id: unknown): id is Id =>
  id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))

/** The parts of a request object every transport checks the same way. */
export function checkRequest(request: unknown): { id: Id; method: string; params: readonly unknown[] } {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new RpcError(RPC_ERROR.invalidRequest, 'Invalid request: expected a JSON-RPC object')
  }
  const { jsonrpc, id, method, params } = request as Record<string, unknown>
  if (jsonrpc !== '2.0')
    throw new RpcError(RPC_ERROR.invalidRequest, 'Invalid request: jsonrpc must be "2.0"')
  if (id !== undefined && !validId(id))
    throw new RpcError(RPC_ERROR.invalidRequest, 'Invalid request: bad id')
  if (typeof method !== 'string')
    throw new RpcError(RPC_ERROR.invalidRequest, 'Invalid request: method must be a string')
  if (params !== undefined && !Array.isArray(params)) {
    throw new RpcError(RPC_ERROR.invalidParams, 'Invalid params: params must be an array')
  }
  return { id: id ?? null, method, params: params ?? [] }
}

async function answer(request: unknown, context: MethodContext): Promise<RpcResponse> {
  const rawId = (request as { id?: unknown } | null)?.id
  const fallbackId = validId(rawId) ? rawId : null
  try {
    const { id, method, params } = checkRequest(request)
    const handler = Object.hasOwn(SOLANA_RPC_METHODS, method) ? SOLANA_RPC_METHODS[method] : undefined
    if (!handler) throw new RpcError(RPC_ERROR.methodNotFound, `Method not found: ${method}`)
    return { jsonrpc: '2.0', id, result: await handler(params, context) }
  } catch (error) {
    return errorResponse(fallbackId, error)
  }
}

/** Answers a parsed JSON-RPC body: one request or a batch of up to {@link MAX_BATCH_LENGTH}. */
export async function dispatchRpc(
  body: unknown,
  context: MethodContext,
): Promise<RpcResponse | RpcResponse[]> {
  if (!Array.isArray(body)) return answer(body, context)
  if (body.length === 0 || body.length > MAX_BATCH_LENGTH) {
    return errorResponse(
      null,
      new RpcError(
        RPC_ERROR.invalidRequest,
        `Invalid request: a batch holds 1 to ${MAX_BATCH_LENGTH} requests`,
      ),
    )
  }
  const responses: RpcResponse[] = []
  // In order: a batch's transactions land in the order sent.
  for (const request of body) responses.push(await answer(request, context))
  return responses
}
