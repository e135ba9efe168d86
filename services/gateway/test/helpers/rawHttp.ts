import { Agent, request } from 'node:http'
import { connect } from 'node:net'

/** A request as the malformed-input tests send it: any method, raw path, any headers and body bytes. */
export interface RawRequest {
  method: string
  /** Path and query exactly as sent (already percent-encoded where needed). */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

/** What came back. */
export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** Reuses connections across the thousands of requests of one suite. */
const agent = new Agent({ keepAlive: true, maxSockets: 8 })

/**
 * Sends one request with `node:http` (fetch refuses some methods and rewrites paths). Never throws for an
 * HTTP answer; rejects only when the connection fails.
 */
export function send(base: string, r: RawRequest): Promise<RawResponse> {
  const url = new URL(base)
  const headers = { ...r.headers }
  const chunked = Object.keys(headers).some((h) => h.toLowerCase() === 'transfer-encoding')
  if (r.body !== undefined && !chunked) headers['content-length'] = String(Buffer.byteLength(r.body))
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method: r.method, path: r.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(r.body)
  })
}

/**
 * Writes raw bytes on a fresh TCP connection and resolves the status of the first response line (0 when
 * the server closed without answering), for input that `node:http` refuses to send.
 */
export function sendRawBytes(
  base: string,
  bytes: Buffer | string,
): Promise<{ status: number; text: string }> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname)
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') return
      reject(error)
    })
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text)
      resolve({ status: match ? Number(match[1]) : 0, text })
    })
    socket.end(bytes)
  })
}

/** Parses a response body as JSON, or undefined when it is not JSON. */
export function jsonOf(res: RawResponse): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(res.text)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
