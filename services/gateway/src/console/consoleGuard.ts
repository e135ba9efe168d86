import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import { readCookie, SESSION_COOKIE } from './consoleCookies.js'
import type { OperatorIdentity } from './consoleOidc.js'
import { findConsoleSession } from './consoleSessionRepo.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of a console API request (set by {@link operatorGuard}). */
    operator?: OperatorIdentity
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF protection of the console's state-changing routes (docs/decisions.md): besides the SameSite=Strict session
 * cookie, a POST, PUT, PATCH or DELETE must carry an `Origin` equal to the console's own origin (browsers send it
 * on every such request, same-origin included) and, when the browser sends one, `Sec-Fetch-Site: same-origin`.
 * A form or script on any other site, or a request with no Origin, gets 403 `CSRF_REFUSED`.
 */
export function csrfCheck(consoleOrigin: () => string) {
  return async (req: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(req.method)) return
    const origin = req.headers.origin
    const site = req.headers['sec-fetch-site']
    if (origin !== consoleOrigin() || (site !== undefined && site !== 'same-origin'))
      throw new ApiError(403, 'CSRF_REFUSED', 'Cross-site request refused', 'origin')
  }
}

/** A preHandler admitting only a request with an unexpired operator session (else 401 `UNAUTHORIZED`). */
export function operatorGuard(db: Db) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = readCookie(req, SESSION_COOKIE)
    const operator = token ? await findConsoleSession(db, token) : undefined
    if (!operator) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to the console first')
    req.operator = operator
  }
}

/** The operator admitted by {@link operatorGuard}; throws when the route has no guard (a programming error). */
export function routeOperator(req: FastifyRequest): OperatorIdentity {
  if (req.operator) return req.operator
  throw new Error(`${req.routeOptions.url}: routeOperator needs the operator guard`)
}
