import { base64url, exportJWK, type JWK, SignJWT } from 'jose'

/** Signs DPoP proofs (RFC 9449) with the device key the gateway binds the session to. */
export interface DpopSigner {
  /**
   * A proof for one request: `typ: dpop+jwt`, `alg: ES256`, the public `jwk`; claims `jti` (random), `htm`,
   * `htu` (the URL without query or fragment), `iat`, and `ath` (base64url SHA-256 of `accessToken`) when given.
   */
  proof(method: string, url: string, accessToken?: string): Promise<string>
  /** Forgets the key (sign-out), so the next login is bound to a new one. */
  forget(): Promise<void>
}

/** Where the signer gets its key pair, and how it drops it. */
export interface DpopKeySource {
  /** The device's ES256 key pair (non-extractable private half), created on first use. */
  load(): Promise<CryptoKeyPair>
  delete(): Promise<void>
}

const encoder = new TextEncoder()

/** `ath`: base64url SHA-256 of the access token. */
async function accessTokenHash(token: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token))))
}

/** The target URI as a proof names it: no query, no fragment. */
function targetUri(url: string): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}`
}

/**
 * A {@link DpopSigner} over `keys`. The key pair is loaded once and kept for the signer's life; jose signs with the
 * CryptoKey itself, so the private key never leaves WebCrypto.
 */
export function dpopSigner(keys: DpopKeySource): DpopSigner {
  let current: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined
  const key = () => {
    current ??= keys.load().then(async (pair) => {
      const { kty, crv, x, y } = await exportJWK(pair.publicKey)
      return { privateKey: pair.privateKey, jwk: { kty, crv, x, y } }
    })
    current.catch(() => {
      current = undefined
    })
    return current
  }
  return {
    async proof(method, url, accessToken) {
      const { privateKey, jwk } = await key()
      const claims = {
        htm: method,
        htu: targetUri(url),
        ...(accessToken ? { ath: await accessTokenHash(accessToken) } : {}),
      }
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .sign(privateKey)
    },
    async forget() {
      current = undefined
      await keys.delete()
    },
  }
}
