/** A JSON-RPC 2.0 request, response or error, as the Sign API and the relay exchange them. */
export type JsonRpcRequest<P = unknown> = { id: number; jsonrpc: '2.0'; method: string; params: P }
export type JsonRpcResult<R = unknown> = { id: number; jsonrpc: '2.0'; result: R }
export type JsonRpcError = {
  id: number
  jsonrpc: '2.0'
  error: { code: number; message: string; data?: unknown }
}
export type JsonRpcResponse<R = unknown> = JsonRpcResult<R> | JsonRpcError
export type JsonRpcPayload = JsonRpcRequest | JsonRpcResponse

let last = 0

/**
 * A payload id: milliseconds times 1000 plus three random digits, as the official clients make them, kept
 * strictly increasing within this client.
 */
export function payloadId(): number {
  const id = Date.now() * 1000 + Math.floor(Math.random() * 1000)
  last = id > last ? id : last + 1
  return last
}

/** Reads a decrypted message as a JSON-RPC request or response; undefined for anything else. */
export function parsePayload(text: string): JsonRpcPayload | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  const payload = value as Record<string, unknown>
  if (typeof payload.id !== 'number' || !Number.isSafeInteger(payload.id)) return undefined
  if (typeof payload.method === 'string') return payload as unknown as JsonRpcRequest
  if ('result' in payload) return payload as unknown as JsonRpcResult
  const error = payload.error as { code?: unknown; message?: unknown } | undefined
  if (error && typeof error.code === 'number') return payload as unknown as JsonRpcError
  return undefined
}

export const isRequest = (p: JsonRpcPayload): p is JsonRpcRequest => 'method' in p
export const isError = (p: JsonRpcPayload): p is JsonRpcError => 'error' in p
