import { JsonRpcErrorCodes } from '@portico/core'

/** JSON-RPC error codes the relay answers with. */
export const RPC_ERROR = {
  PARSE_ERROR: JsonRpcErrorCodes.PARSE_ERROR,
  INVALID_REQUEST: JsonRpcErrorCodes.INVALID_REQUEST,
  METHOD_NOT_FOUND: JsonRpcErrorCodes.METHOD_NOT_FOUND,
  INVALID_PARAMS: JsonRpcErrorCodes.INVALID_PARAMS,
  INTERNAL_ERROR: JsonRpcErrorCodes.INTERNAL_ERROR,
  MESSAGE_TOO_LARGE: -32001,
  TOO_MANY_SUBSCRIPTIONS: -32002,
  RATE_LIMITED: -32003,
  STORE_SHARE_EXCEEDED: -32004,
} as const

/** One decoded frame from a client. */
export type ParsedFrame =
  | { kind: 'request'; idJson: string; method: string; params: unknown }
  | { kind: 'response'; id: unknown; isError: boolean }
  | { kind: 'invalid'; idJson: string; code: number; message: string }

const BIG_ID_PATTERN = /"id"\s*:\s*(-?\d+)/

/**
 * Returns the id as JSON text to echo back unchanged. Numeric ids beyond 2^53 (the clients use
 * 19-digit ids) lose precision in JSON.parse, so their literal is taken from the frame itself.
 */
function idToJson(id: unknown, text: string): string | undefined {
  if (typeof id === 'string') return JSON.stringify(id)
  if (typeof id === 'number') {
    if (Number.isSafeInteger(id)) return String(id)
    return BIG_ID_PATTERN.exec(text)?.[1] ?? String(id)
  }
  if (id === null) return 'null'
  return undefined
}

/**
 * Decodes a text frame into a request, a response (an acknowledgement) or an invalid frame with
 * the JSON-RPC error to answer.
 */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {
      kind: 'invalid',
      idJson: 'null',
      code: RPC_ERROR.PARSE_ERROR,
      message: 'Parse error: frame is not valid JSON',
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      kind: 'invalid',
      idJson: 'null',
      code: RPC_ERROR.INVALID_REQUEST,
      message: 'Invalid request: expected a JSON-RPC 2.0 object (batches are not supported)',
    }
  }
  const obj = value as Record<string, unknown>
  const idJson = idToJson(obj.id, text)
  if (typeof obj.method === 'string') {
    if (idJson === undefined || obj.id === null) {
      return {
        kind: 'invalid',
        idJson: 'null',
        code: RPC_ERROR.INVALID_REQUEST,
        message: 'Invalid request: missing id',
      }
    }
    return { kind: 'request', idJson, method: obj.method, params: obj.params }
  }
  if ('result' in obj || 'error' in obj) return { kind: 'response', id: obj.id, isError: 'error' in obj }
  return {
    kind: 'invalid',
    idJson: idJson ?? 'null',
    code: RPC_ERROR.INVALID_REQUEST,
    message: 'Invalid request: expected "method" or "result"',
  }
}

/** Serializes a JSON-RPC result frame; `resultJson` is already JSON text. */
export function resultFrame(idJson: string, resultJson: string): string {
  return `{"id":${idJson},"jsonrpc":"2.0","result":${resultJson}}`
}

/** Serializes a JSON-RPC error frame. */
export function errorFrame(idJson: string, code: number, message: string): string {
  return `{"id":${idJson},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

/** Error a method handler throws to answer with a JSON-RPC error. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
