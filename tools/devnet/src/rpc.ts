/** A JSON-RPC error answer from a chain. */
export class RpcError extends Error {
  override name = 'RpcError'
}

/** Sends one JSON-RPC call over HTTP and returns its result; throws {@link RpcError} on an error answer. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new RpcError(`${method} failed: ${body.error.message}`)
  return body.result as T
}
