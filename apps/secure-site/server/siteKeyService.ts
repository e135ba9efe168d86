import { hkdfSync } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { WRAP_KEY_PATH } from '../src/wrapKeyPath.js'

export { WRAP_KEY_PATH }

/** HKDF info of the wrapping keys (docs/embedded-wallet-trust-model.md). */
export const WRAP_KEY_INFO = 'portico/embedded-wallet/wrap/v1'
/** How long the gateway may take to confirm a session. */
const GATEWAY_TIMEOUT_MS = 5000

/** What the site key service needs. */
export interface SiteKeyServiceOptions {
  /** The operator secret the wrapping keys derive from. */
  secret: string
  /** Gateway base URL that confirms sessions (`GET /auth/v1/session`). */
  gatewayUrl: string
  /** Told of each key released and each refusal (an audit trail). */
  log?: (line: string) => void
}

/** A connect-style middleware: handles its path, passes everything else on. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    // RFC 9449: a refused session is answered with the DPoP challenge, as the gateway answers it.
    ...(status === 401 ? { 'www-authenticate': 'DPoP algs="ES256", error="invalid_token"' } : {}),
  })
  res.end(JSON.stringify(body))
}

/** The user's wrapping key: HKDF-SHA-256 of the operator secret, salted with the user id. */
export function deriveWrapKey(secret: string, userId: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, userId, WRAP_KEY_INFO, 32))
}

/** The user id of a live session, asked of the gateway with the page's token and proof; null when it refuses. */
async function sessionUser(
  gatewayUrl: string,
  projectId: string,
  authorization: string,
  dpop: string,
): Promise<string | null> {
  const res = await fetch(`${gatewayUrl}/auth/v1/session?projectId=${encodeURIComponent(projectId)}`, {
    headers: { authorization, dpop },
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  })
  if (res.status !== 200) return null
  const body = (await res.json()) as { user?: { id?: unknown } }
  return typeof body.user?.id === 'string' ? body.user.id : null
}

/**
 * The site key service (`POST /api/wrap-key?projectId=`): releases a user's wrapping key to the secure site's
 * own pages (same Origin only) for a session the gateway confirms. The page sends `Authorization: DPoP <token>`
 * and a `DPoP` proof its device key made for `GET <gateway>/auth/v1/session`; both are passed through to that
 * check, so the gateway applies every DPoP rule (binding, htm/htu, iat, ath, one use) and a bare or stolen token
 * is refused here too. It stores nothing per user.
 */
export function siteKeyService(options: SiteKeyServiceOptions): Middleware {
  const log = options.log ?? (() => undefined)
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://secure-site')
    if (url.pathname !== WRAP_KEY_PATH) return next()
    if (req.method !== 'POST') return json(res, 405, { error: 'Use POST' })
    const own = `http://${req.headers.host}`
    const ownTls = `https://${req.headers.host}`
    if (req.headers.origin !== own && req.headers.origin !== ownTls) {
      return json(res, 403, { error: 'Only the secure site itself may ask', field: 'origin' })
    }
    const projectId = url.searchParams.get('projectId')
    if (!projectId || !/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) {
      return json(res, 400, { error: 'projectId is required', field: 'projectId' })
    }
    const authorization = req.headers.authorization
    if (typeof authorization !== 'string' || !authorization.startsWith('DPoP ')) {
      return json(res, 401, {
        error: 'A valid session is required: Authorization: DPoP <access token> with a DPoP proof',
        field: 'authorization',
      })
    }
    const dpop = req.headers.dpop
    if (typeof dpop !== 'string') {
      return json(res, 401, { error: 'The DPoP proof is missing', field: 'dpop' })
    }
    sessionUser(options.gatewayUrl, projectId, authorization, dpop).then(
      (userId) => {
        if (!userId) {
          log('wrap key refused: the gateway did not confirm the session')
          return json(res, 401, { error: 'A valid session is required', field: 'authorization' })
        }
        log(`wrap key released for user ${userId}`)
        json(res, 200, { wrapKey: Buffer.from(deriveWrapKey(options.secret, userId)).toString('base64url') })
      },
      () => json(res, 503, { error: 'The gateway could not confirm the session; try again' }),
    )
  }
}
