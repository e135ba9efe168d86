import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { MAX_REQUEST_BYTES } from './constants.js'
import type { MethodContext } from './methods/context.js'
import { dispatchRpc, errorResponse } from './rpcDispatch.js'
import { RPC_ERROR, RpcError, stringifyWithBigInts } from './rpcError.js'

const CORS_HEADERS = {
  // Development chain: browser wallets and pages on any local port call it.
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
  response.end(stringifyWithBigInts(body))
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Past the limit the rest is read and dropped, so the client still gets its error answer.
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk)
    })
    request.on('end', () => {
      if (size > MAX_REQUEST_BYTES) {
        reject(
          new RpcError(
            RPC_ERROR.invalidRequest,
            `Invalid request: body larger than ${MAX_REQUEST_BYTES} bytes`,
          ),
        )
      } else resolve(Buffer.concat(chunks).toString('utf8'))
    })
    request.on('error', reject)
  })
}

/** The HTTP JSON-RPC server of the devnet Solana (POST `/` with a JSON-RPC request or batch; GET `/health`). */
export function createSolanaHttpServer(context: MethodContext): Server {
  return createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      // As a validator's RPC: a plain `ok` for load balancers and readiness checks.
      response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('ok')
      return
    }
    if (request.method !== 'POST') {
      send(
        response,
        405,
        errorResponse(null, new RpcError(RPC_ERROR.invalidRequest, 'Invalid request: use POST')),
      )
      return
    }
    let body: unknown
    try {
      const text = await readBody(request)
      try {
        body = JSON.parse(text)
      } catch {
        throw new RpcError(RPC_ERROR.parse, 'Parse error: the body is not JSON')
      }
    } catch (error) {
      if (!response.headersSent && !response.destroyed) send(response, 200, errorResponse(null, error))
      return
    }
    send(response, 200, await dispatchRpc(body, context))
  })
}
