import {
  CONNECTION_IDLE_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../config.js'

/** The Fastify server options that bound how long a client may hold a connection. */
export interface ServerTimeouts {
  requestTimeout: number
  connectionTimeout: number
  keepAliveTimeout: number
  http: { headersTimeout: number; connectionsCheckingInterval: number }
}

/**
 * Timeouts for a request timeout of `requestTimeoutMs` (default {@link REQUEST_TIMEOUT_MS}): a request whose
 * headers or body stall is answered 408 (JSON, by `clientErrorHandler`) and its connection closed; idle
 * connections close too. Node checks every {@link TIMEOUT_CHECK_INTERVAL_MS} (sooner for short timeouts).
 */
export function serverTimeouts(requestTimeoutMs = REQUEST_TIMEOUT_MS): ServerTimeouts {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(CONNECTION_IDLE_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(TIMEOUT_CHECK_INTERVAL_MS, Math.floor(requestTimeoutMs / 4)),
      ),
    },
  }
}
