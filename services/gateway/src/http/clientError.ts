import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { errorBody } from './errors.js'

/** Node's parser codes that get their own status; every other parse failure is a 400. */
const STATUS_BY_CODE: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
}
const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'Malformed HTTP request',
  408: 'Request took too long to arrive',
  431: 'Request line or headers are too large',
}

/**
 * Fastify `clientErrorHandler`: answers a request that Node's HTTP parser refused (bad request line, header
 * overflow, broken framing) with the gateway's JSON error shape and `Connection: close`, then closes the
 * socket, so clients do not reuse a connection that is about to end.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400
  const body = JSON.stringify(
    errorBody(status, 'BAD_REQUEST', MESSAGE_BY_STATUS[status] ?? MESSAGE_BY_STATUS[400] ?? ''),
  )
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
