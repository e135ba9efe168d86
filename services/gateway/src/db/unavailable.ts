/** The message of a 503 while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; retry shortly'

/**
 * The database could not be reached or dropped the connection (server down, restarting, refusing
 * connections, or a query past the pool's timeout). Routes answer it with 503 `DATABASE_UNAVAILABLE`.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'

  constructor(cause: unknown) {
    super(DATABASE_UNAVAILABLE_MESSAGE, { cause })
  }
}

/** Socket errors of a server that is down or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
/** SQLSTATEs of a server shutting down, starting or out of connections (class 08 is matched by prefix). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
/** What `pg` says when a connection ends, a connect times out or a query passes `query_timeout`. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended',
  'Client was closed and is not queryable',
]

/** True when `error` means the database is unreachable rather than that the statement was wrong. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
  ) {
    return true
  }
  const nested = (error as { errors?: unknown }).errors
  if (Array.isArray(nested) && nested.some(isConnectionError)) return true
  return DRIVER_MESSAGES.some((m) => error.message.includes(m))
}
