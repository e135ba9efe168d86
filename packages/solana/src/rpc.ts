import { BaseError } from '@portico/core'

let nextId = 1

/** One Solana JSON-RPC call over `fetch` (small and dependency-free, so balances need no Solana library). */
export async function solanaRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  let body: { result?: T; error?: { code: number; message: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new BaseError(`Solana RPC ${method} failed`, { category: 'NETWORK', cause: error })
  }
  if (body?.error) {
    throw new BaseError(`Solana RPC ${method} failed`, { category: 'NETWORK', details: body.error.message })
  }
  if (!body || !('result' in body))
    throw new BaseError(`Solana RPC ${method} answered no result`, { category: 'NETWORK' })
  return body.result as T
}
