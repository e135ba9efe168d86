import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_TTL_SEC } from './authConstants.js'

/** Random bytes in the secret half of a refresh token. */
const REFRESH_SECRET_BYTES = 32
/** `<session id>.<secret>`: a UUID, a dot, 43 base64url characters. */
export const REFRESH_TOKEN_PATTERN = '^[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$'

/** What an access token says. */
export interface AccessClaims {
  userId: string
  sessionId: string
  email: string
  projectId: string
  /** When the user last proved the email with a code (seconds since the epoch): export needs a fresh one. */
  authTime: number
  /** RFC 9449: thumbprint of the device key the session is bound to (`cnf.jkt`); a proof by it must come along. */
  jkt: string
}

/** Signs a short-lived (15 min) HS256 access token, bound to the device key `claims.jkt` (`cnf.jkt`). */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({
    sid: claims.sessionId,
    email: claims.email,
    pid: claims.projectId,
    auth_time: claims.authTime,
    cnf: { jkt: claims.jkt },
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SEC}s`)
    .sign(key)
}

/** Verifies an access token's signature, issuer, audience, expiry and binding; null when any check fails. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    })
    const { sub, sid, email, pid, auth_time: authTime, cnf } = payload
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof email !== 'string') return null
    if (typeof pid !== 'string' || typeof authTime !== 'number') return null
    const jkt = (cnf as { jkt?: unknown } | undefined)?.jkt
    if (typeof jkt !== 'string') return null
    return { userId: sub, sessionId: sid, email, projectId: pid, authTime, jkt }
  } catch {
    return null
  }
}

/** A new refresh token for session `sessionId` (or a new session), with the hash to store. */
export function newRefreshToken(sessionId: string = randomUUID()): {
  sessionId: string
  token: string
  hash: Uint8Array
} {
  const secret = randomBytes(REFRESH_SECRET_BYTES).toString('base64url')
  return { sessionId, token: `${sessionId}.${secret}`, hash: hashRefreshSecret(secret) }
}

/** Splits a refresh token into its session id and the hash of its secret half. */
export function parseRefreshToken(token: string): { sessionId: string; hash: Uint8Array } {
  const dot = token.indexOf('.')
  return { sessionId: token.slice(0, dot), hash: hashRefreshSecret(token.slice(dot + 1)) }
}

/** SHA-256 of a refresh secret: 256 random bits need no slow hash. */
const hashRefreshSecret = (secret: string) => new Uint8Array(createHash('sha256').update(secret).digest())
