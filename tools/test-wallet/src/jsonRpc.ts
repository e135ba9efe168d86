import { ErrorCodes } from './constants.js'
import { ProviderRpcError } from './providerError.js'

let nextId = 1

/** Sends one JSON-RPC request to a chain node; a node error becomes a {@link ProviderRpcError}. */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  })
  if (!response.ok) {
    throw new ProviderRpcError(ErrorCodes.INTERNAL, `RPC ${rpcUrl} answered HTTP ${response.status}`)
  }
  const body = (await response.json()) as {
    result?: unknown
    error?: { code?: number; message?: string; data?: unknown }
  }
  if (body.error) {
    throw new ProviderRpcError(
      body.error.code ?? ErrorCodes.INTERNAL,
      body.error.message ?? 'RPC error',
      body.error.data,
    )
  }
  return body.result
}
