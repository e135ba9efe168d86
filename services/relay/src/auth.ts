import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import { base64urlnopad } from '@scure/base'
import { ISSUER_KEY_CACHE_MAX, MAX_JWT_LIFETIME_SECONDS } from './constants.js'
import { decodeDidKey } from './didKey.js'

/** Claims of the relay auth JWT the WalletConnect clients send in the `auth` query parameter. */
export interface RelayJwtClaims {
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

/** Outcome of {@link verifyRelayJwt}: the client id (the issuer `did:key`) or the reason for refusal. */
export type VerifyRelayJwtResult = { ok: true; clientId: string } | { ok: false; reason: string }

const textDecoder = new TextDecoder()
const textEncoder = new TextEncoder()

/** Prefix of every refusal reason, so the client shows e.g. "Invalid auth token: expired". */
export const AUTH_REASON_PREFIX = 'Invalid auth token: '

/** Accepted clock skew for `iat`, in seconds. */
const IAT_SKEW_SECONDS = 60

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}

function decodeJsonPart(part: string): unknown {
  return JSON.parse(textDecoder.decode(base64urlnopad.decode(part)))
}

/** Issuer keys kept parsed, most recently used last (a did:key always names the same key). */
const issuerKeys = new Map<string, KeyObject>()

/** The Ed25519 public key of a `did:key` issuer, parsed once per issuer (a reconnect signs a new JWT, same key). */
function issuerKey(did: string): KeyObject {
  let key = issuerKeys.get(did)
  if (key) {
    issuerKeys.delete(did)
  } else {
    key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: base64urlnopad.encode(decodeDidKey(did)) },
      format: 'jwk',
    })
    if (issuerKeys.size >= ISSUER_KEY_CACHE_MAX) {
      const oldest = issuerKeys.keys().next().value
      if (oldest !== undefined) issuerKeys.delete(oldest)
    }
  }
  issuerKeys.set(did, key)
  return key
}

function refuse(reason: string): VerifyRelayJwtResult {
  return { ok: false, reason: AUTH_REASON_PREFIX + reason }
}

/**
 * Verifies a relay auth JWT: EdDSA signature by the `did:key` issuer, `aud` equal to one of the
 * accepted relay URLs (ignoring a trailing slash), `exp` not passed and not further than
 * `maxLifetimeSeconds` from `iat` (or from now).
 * @param token the compact JWT (`header.payload.signature`, base64url)
 * @param audiences relay URLs the client may have been given
 * @param nowSeconds the current time in seconds (for tests)
 * @param maxLifetimeSeconds longest accepted lifetime (default MAX_JWT_LIFETIME_SECONDS)
 */
export function verifyRelayJwt(
  token: string | undefined,
  audiences: readonly string[],
  nowSeconds: number = Date.now() / 1000,
  maxLifetimeSeconds: number = MAX_JWT_LIFETIME_SECONDS,
): VerifyRelayJwtResult {
  if (!token) return refuse('missing')
  const parts = token.split('.')
  if (parts.length !== 3) return refuse('malformed')
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  let header: unknown
  let claims: unknown
  let signature: Uint8Array
  try {
    header = decodeJsonPart(headerPart)
    claims = decodeJsonPart(payloadPart)
    signature = base64urlnopad.decode(signaturePart)
  } catch {
    return refuse('malformed')
  }
  const h = header as { alg?: unknown; typ?: unknown } | null
  if (h?.alg !== 'EdDSA' || h.typ !== 'JWT') return refuse('unsupported algorithm (expected EdDSA JWT)')
  const c = claims as Partial<RelayJwtClaims> | null
  if (!c || typeof c.iss !== 'string') return refuse('missing issuer')
  let key: KeyObject
  try {
    key = issuerKey(c.iss)
  } catch {
    return refuse('bad issuer')
  }
  let valid = false
  try {
    // Node's native Ed25519 (OpenSSL) verifies ~50x faster than pure JS: it matters on reconnect storms.
    valid = verify(null, textEncoder.encode(`${headerPart}.${payloadPart}`), key, signature)
  } catch {
    valid = false
  }
  if (!valid) return refuse('bad signature')
  if (typeof c.exp !== 'number' || c.exp <= nowSeconds) return refuse('expired')
  if (typeof c.iat === 'number' && c.iat > nowSeconds + IAT_SKEW_SECONDS)
    return refuse('issued in the future')
  const issuedAt = typeof c.iat === 'number' ? Math.min(c.iat, nowSeconds) : nowSeconds
  if (c.exp - issuedAt > maxLifetimeSeconds) {
    return refuse(`lifetime too long (at most ${maxLifetimeSeconds} seconds)`)
  }
  if (typeof c.aud !== 'string' || !audiences.some((a) => trimSlash(a) === trimSlash(c.aud as string))) {
    return refuse('wrong audience')
  }
  return { ok: true, clientId: c.iss }
}
