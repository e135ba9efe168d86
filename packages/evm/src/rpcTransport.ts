import { RPC_BATCH_LIMIT, RPC_RETRIES, RPC_RETRY_BASE_DELAY_MS, RPC_TIMEOUT_MS } from '@portico/core'

/**
 * T-06: the HTTP transport settings of every public client: 10 s timeout, 3 retries with an exponential
 * delay from 150 ms, and calls of the same tick sent as one JSON-RPC batch of at most 1000 calls.
 *
 * Kept out of publicClients.ts on purpose: that file is a lazy chunk, and a lazy chunk that imports
 * `@portico/core` makes the bundler split core's shared modules out of the first chunk (docs/decisions.md).
 */
export const RPC_TRANSPORT_CONFIG = {
  timeout: RPC_TIMEOUT_MS,
  retryCount: RPC_RETRIES,
  retryDelay: RPC_RETRY_BASE_DELAY_MS,
  batch: { batchSize: RPC_BATCH_LIMIT },
} as const
