import { createPublicClient, http, type PublicClient } from 'viem'

/**
 * viem public clients, one per RPC URL. Loaded on demand by getBalance.ts: the client and its transport
 * are most of viem's weight and nothing on the connect path needs them (see docs/decisions.md).
 */
const clients = new Map<string, PublicClient>()

/** The public client for `url`, created on first use. */
export function publicClientFor(url: string): PublicClient {
  let client = clients.get(url)
  if (!client) {
    client = createPublicClient({ transport: http(url) })
    clients.set(url, client)
  }
  return client
}
