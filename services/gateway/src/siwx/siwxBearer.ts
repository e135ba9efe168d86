import type { FastifyRequest } from 'fastify'
import type { AuthConfig } from '../auth/authConfig.js'
import { lazyKeys } from '../auth/authContext.js'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import { sessionIsLive } from './siwxRepo.js'
import { type SiwxClaims, siwxTokenKey, verifySiwxToken } from './siwxTokens.js'

/** The 401 of a request without a live sign-in session. */
export const siwxUnauthorized = (): ApiError =>
  new ApiError(401, 'UNAUTHORIZED', 'No live sign-in session for this token', 'authorization')

/** The SIWX session-token key and the check of a request's `Authorization: Bearer <token>`. */
export interface SiwxBearer {
  /** The key session tokens are signed with (derived from the auth secret). */
  tokenKey(): Promise<Uint8Array>
  /** The live session of this project named by the request's bearer token; throws 401 otherwise. */
  session(req: FastifyRequest, projectId: string): Promise<SiwxClaims>
}

/** Builds the SIWX bearer check on `db` and the auth secret (`PORTICO_AUTH_SECRET`, else the stored one). */
export function siwxBearer(db: Db, auth: AuthConfig | undefined, now: () => number = Date.now): SiwxBearer {
  const keys = lazyKeys(db, auth?.secret)
  const tokenKey = async () => siwxTokenKey((await keys()).tokenKey)
  return {
    tokenKey,
    async session(req, projectId) {
      const header = req.headers.authorization
      const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header) : null
      if (!match?.[1]) throw siwxUnauthorized()
      const claims = await verifySiwxToken(await tokenKey(), match[1], projectId)
      if (!claims || !(await sessionIsLive(db, claims.sessionId, new Date(now())))) throw siwxUnauthorized()
      return claims
    },
  }
}
