import { RPC_BATCH_LIMIT, RPC_RETRIES, RPC_RETRY_BASE_DELAY_MS, RPC_TIMEOUT_MS } from '@portico/core'
import { createPublicClient, type HttpTransportConfig, http, type PublicClient } from 'viem'

/**
 * viem public clients, one per RPC URL. Loaded on demand by getBalance.ts: the client and its transport
 * are most of viem's weight and nothing on the connect path needs them (see docs/decisions.md).
 */
const clients = new Map<string, PublicClient>()

/**
 * T-06: the HTTP transport settings of every public client: 10 s timeout, 3 retries with an exponential
 * delay from 150 ms, and calls of the same tick sent as one JSON-RPC batch of at most 1000 calls.
 */
export const RPC_TRANSPORT_CONFIG = {
  timeout: RPC_TIMEOUT_MS,
  retryCount: RPC_RETRIES,
  retryDelay: RPC_RETRY_BASE_DELAY_MS,
  batch: { batchSize: RPC_BATCH_LIMIT },
} as const satisfies HttpTransportConfig

/** The public client for `url`, created on first use. */
export function publicClientFor(url: string): PublicClient {
  let client = clients.get(url)
  if (!client) {
    client = createPublicClient({ transport: http(url, RPC_TRANSPORT_CONFIG) })
    clients.set(url, client)
  }
  return client
}
