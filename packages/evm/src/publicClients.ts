import { createPublicClient, type HttpTransportConfig, http, type PublicClient } from 'viem'

/**
 * viem public clients, one per RPC URL. Loaded on demand by getBalance.ts: the client and its transport
 * are most of viem's weight and nothing on the connect path needs them (see docs/decisions.md). It imports
 * nothing from `@portico/core`, so core stays whole in the first chunk; the transport settings come in.
 */
const clients = new Map<string, PublicClient>()

/** The public client for `url`, created on first use with `transport` (T-06: `RPC_TRANSPORT_CONFIG`). */
export function publicClientFor(url: string, transport: HttpTransportConfig): PublicClient {
  let client = clients.get(url)
  if (!client) {
    client = createPublicClient({ transport: http(url, transport) })
    clients.set(url, client)
  }
  return client
}
