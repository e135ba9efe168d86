import { createHash } from 'node:crypto'
import { calculateJwkThumbprint, EmbeddedJWK, type JWTPayload, jwtVerify } from 'jose'
import { DPOP_ALGORITHM, DPOP_IAT_WINDOW_SEC } from '../authConstants.js'
import { badProof, DpopMessages } from './dpopErrors.js'

/** A compact JWS: three base64url parts. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/
/** Longest proof accepted (a P-256 proof is about 600 characters). */
const MAX_PROOF_LENGTH = 4096
const MAX_JTI_LENGTH = 128

/** What the request a proof must match looks like. */
export interface DpopRequest {
  /** The request's method, e.g. `POST`. */
  method: string
  /** The request's path without the query, e.g. `/auth/v1/session`. */
  path: string
  /** Origins the gateway answers on (`http://127.0.0.1:8787`, its public URL); htu must be on one of them. */
  origins: readonly string[]
  /** The access token sent with the proof, whose hash the proof's `ath` must be. */
  accessToken?: string
  now: Date
}

/** A proof that passed every check but the replay check (which needs the shared store). */
export interface CheckedProof {
  /** RFC 7638 SHA-256 thumbprint of the proof's public key, base64url: what a session is bound to. */
  jkt: string
  jti: string
  /** When the proof stops being acceptable, so its jti need not be remembered past it. */
  expiresAt: Date
}

/** base64url SHA-256 of an access token: a proof's `ath` (RFC 9449 section 4.2). */
export const accessTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

/** The target URI as RFC 9449 compares it: no query, no fragment; null when not an http(s) URL. */
function targetUri(htu: string): string | null {
  try {
    const url = new URL(htu)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.origin}${url.pathname}`
  } catch {
    return null
  }
}

/**
 * Checks a DPoP proof (RFC 9449 section 4.3) against the request it came with: a compact ES256 JWS of
 * `typ: dpop+jwt` signed by the public `jwk` in its header (jose checks the signature and that the key is
 * public), with a `jti`, `htm` equal to the method, `htu` equal to the URL (query and fragment ignored), `iat`
 * within {@link DPOP_IAT_WINDOW_SEC} of now, and `ath` equal to the access token's hash when one is sent.
 * @throws a 401 `invalid_dpop_proof` naming the first check that failed.
 */
export async function checkDpopProof(proof: unknown, request: DpopRequest): Promise<CheckedProof> {
  if (proof === undefined) throw badProof(DpopMessages.NO_PROOF)
  if (typeof proof !== 'string' || proof.length > MAX_PROOF_LENGTH || !COMPACT_JWS.test(proof))
    throw badProof(DpopMessages.MALFORMED_PROOF)
  let payload: JWTPayload
  let jwk: unknown
  try {
    const verified = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: [DPOP_ALGORITHM],
      currentDate: request.now,
    })
    payload = verified.payload
    jwk = verified.protectedHeader.jwk
  } catch {
    throw badProof(DpopMessages.BAD_SIGNATURE)
  }
  const { jti, htm, htu, iat, ath } = payload as JWTPayload & { htm?: unknown; htu?: unknown; ath?: unknown }
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH)
    throw badProof(DpopMessages.NO_JTI)
  if (htm !== request.method) throw badProof(DpopMessages.WRONG_HTM)
  const target = typeof htu === 'string' ? targetUri(htu) : null
  if (!target || !request.origins.some((origin) => `${origin}${request.path}` === target))
    throw badProof(DpopMessages.WRONG_HTU)
  const nowSec = Math.floor(request.now.getTime() / 1000)
  if (typeof iat !== 'number' || Math.abs(nowSec - iat) > DPOP_IAT_WINDOW_SEC)
    throw badProof(DpopMessages.STALE_IAT)
  if (request.accessToken !== undefined && ath !== accessTokenHash(request.accessToken))
    throw badProof(DpopMessages.WRONG_ATH)
  const jkt = await calculateJwkThumbprint(jwk as Parameters<typeof calculateJwkThumbprint>[0], 'sha256')
  return { jkt, jti, expiresAt: new Date((iat + DPOP_IAT_WINDOW_SEC) * 1000) }
}
