import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { deriveWrapKey } from './siteKeyService.js'

/** The key service's path (the same request shape as the secure site's `/api/wrap-key`). */
export const KEY_SERVICE_PATH = '/wrap-key'
/** The header the secure site's server forwards the embedding app's origin in (named in the notice). */
export const APP_ORIGIN_HEADER = 'x-portico-app-origin'
/** Shortest `PORTICO_KEY_SERVICE_SECRET` accepted, in characters. */
export const MIN_KEY_SERVICE_SECRET_LENGTH = 32
/** How long the gateway may take to record a release. */
const GATEWAY_TIMEOUT_MS = 10_000

/** What the key service needs. */
export interface KeyServiceOptions {
  /** `PORTICO_KEY_SERVICE_SECRET`: the only secret the managed wrapping keys derive from (not the site's). */
  secret: string
  /** The gateway that checks the session and records the release (`POST /auth/v1/custody/key-release`). */
  gatewayUrl: string
  /** Told of each release and refusal. */
  log?: (line: string) => void
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

/**
 * Managed custody's key service (issue 22 item 4), a process of its own with its own secret:
 * `POST /wrap-key?projectId=` with the user's `Authorization: DPoP <access token>` and a `DPoP` proof made for
 * `POST <gateway>/auth/v1/custody/key-release` answers `{ wrapKey }`
 * (HKDF-SHA-256 of the secret, salted with the user id) only after the gateway accepted the release: a project in
 * managed mode, a code under 5 minutes old, within the limits, written to the audit log and mailed to the user
 * (app origin from `x-portico-app-origin`, device from `User-Agent`). A gateway refusal is passed on as is.
 * Only the secure site's server calls it (it is not exposed to browsers).
 */
export function createKeyService(options: KeyServiceOptions): Server {
  if (options.secret.length < MIN_KEY_SERVICE_SECRET_LENGTH) {
    throw new Error(`PORTICO_KEY_SERVICE_SECRET must be at least ${MIN_KEY_SERVICE_SECRET_LENGTH} characters`)
  }
  const log = options.log ?? (() => undefined)
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://key-service')
    if (url.pathname === '/health' && req.method === 'GET') return json(res, 200, { status: 'ok' })
    if (url.pathname !== KEY_SERVICE_PATH) return json(res, 404, { error: 'Not found' })
    if (req.method !== 'POST') return json(res, 405, { error: 'Use POST' })
    const projectId = url.searchParams.get('projectId')
    if (!projectId || !/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) {
      return json(res, 400, { error: 'projectId is required', field: 'projectId' })
    }
    const authorization = req.headers.authorization
    if (typeof authorization !== 'string' || !authorization.startsWith('DPoP ')) {
      return json(res, 401, { error: 'A valid session is required', field: 'authorization' })
    }
    const dpop = req.headers.dpop
    if (typeof dpop !== 'string') return json(res, 401, { error: 'The DPoP proof is missing', field: 'dpop' })
    const appOrigin = req.headers[APP_ORIGIN_HEADER]
    if (typeof appOrigin !== 'string' || !appOrigin) {
      return json(res, 400, { error: `${APP_ORIGIN_HEADER} is required`, field: APP_ORIGIN_HEADER })
    }
    const userAgent = (req.headers['user-agent'] ?? 'unknown device').slice(0, 500)
    req.resume()
    fetch(`${options.gatewayUrl}/auth/v1/custody/key-release?projectId=${encodeURIComponent(projectId)}`, {
      method: 'POST',
      // The page's token and its proof, made by the page's device key for this gateway call (RFC 9449).
      headers: { authorization, dpop, 'content-type': 'application/json' },
      body: JSON.stringify({ appOrigin, userAgent }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    }).then(
      async (answer) => {
        const body = (await answer.json().catch(() => ({}))) as { userId?: unknown; releaseId?: unknown }
        if (answer.status !== 200 || typeof body.userId !== 'string') {
          log(`wrap key refused (${answer.status})`)
          return json(res, answer.status === 200 ? 502 : answer.status, body)
        }
        log(`wrap key released for user ${body.userId} (audit ${String(body.releaseId)})`)
        json(res, 200, {
          wrapKey: Buffer.from(deriveWrapKey(options.secret, body.userId)).toString('base64url'),
        })
      },
      () => json(res, 503, { error: 'The gateway could not record the release; try again' }),
    )
  })
}
