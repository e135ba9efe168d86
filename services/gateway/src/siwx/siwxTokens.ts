import { hkdfSync } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { SIWX_TOKEN_ISSUER } from './siwxConstants.js'

/** What a SIWX session token says. */
export interface SiwxClaims {
  sessionId: string
  /** CAIP-10 account (`eip155:1:0x…`). */
  account: string
  chainId: string
  domain: string
  projectId: string
  issuedAt: number
  expiresAt: number
}

/** The session-token key, derived (HKDF-SHA-256) from the auth token key so one secret serves both. */
export const siwxTokenKey = (authTokenKey: Uint8Array) =>
  new Uint8Array(hkdfSync('sha256', authTokenKey, new Uint8Array(0), 'portico/siwx/session-token', 32))

/** Signs an HS256 session token for `projectId` (its audience), valid until `expiresAt`. */
export async function signSiwxToken(key: Uint8Array, c: Omit<SiwxClaims, 'issuedAt'>): Promise<string> {
  return new SignJWT({ sid: c.sessionId, chain: c.chainId, domain: c.domain })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(c.account)
    .setIssuer(SIWX_TOKEN_ISSUER)
    .setAudience(c.projectId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(c.expiresAt / 1000))
    .sign(key)
}

/** Verifies a session token's signature, issuer, audience (the project) and expiry; null when any fails. */
export async function verifySiwxToken(
  key: Uint8Array,
  token: string,
  projectId: string,
): Promise<SiwxClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: SIWX_TOKEN_ISSUER,
      audience: projectId,
    })
    const { sub, sid, chain, domain, iat, exp } = payload
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof chain !== 'string') return null
    if (typeof domain !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null
    return {
      sessionId: sid,
      account: sub,
      chainId: chain,
      domain,
      projectId,
      issuedAt: iat * 1000,
      expiresAt: exp * 1000,
    }
  } catch {
    return null
  }
}
