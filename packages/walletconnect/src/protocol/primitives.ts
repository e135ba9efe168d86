import { concatBytes, hexToBytes } from './bytes.js'

/**
 * The curve and hash primitives of the protocol. WebCrypto does all of them in current browsers and Node
 * (X25519, Ed25519, SHA-256, HKDF), so the client ships no curve code; where it lacks one (an older
 * browser, or a page outside a secure context without `crypto.subtle`), the same operations come from
 * @noble/curves and @noble/hashes, fetched only then.
 */
export type Primitives = {
  x25519PublicKey(privateKey: Uint8Array): Promise<Uint8Array>
  x25519SharedSecret(privateKey: Uint8Array, publicKey: Uint8Array): Promise<Uint8Array>
  ed25519PublicKey(seed: Uint8Array): Promise<Uint8Array>
  ed25519Sign(seed: Uint8Array, data: Uint8Array): Promise<Uint8Array>
  sha256(data: Uint8Array): Promise<Uint8Array>
  /** HKDF-SHA256 with no salt and no info, `length` bytes. */
  hkdfSha256(ikm: Uint8Array, length: number): Promise<Uint8Array>
}

/** PKCS #8 wrappers of a raw 32-byte private key (RFC 8410). */
const PKCS8_X25519 = hexToBytes('302e020100300506032b656e04220420')
const PKCS8_ED25519 = hexToBytes('302e020100300506032b657004220420')

const b64urlToBytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

const buffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer as ArrayBuffer

function webCrypto(subtle: SubtleCrypto): Primitives {
  const importPrivate = (name: 'X25519' | 'Ed25519', key: Uint8Array, usages: KeyUsage[]) =>
    subtle.importKey(
      'pkcs8',
      buffer(concatBytes(name === 'X25519' ? PKCS8_X25519 : PKCS8_ED25519, key)),
      { name },
      true,
      usages,
    )
  const publicOf = async (name: 'X25519' | 'Ed25519', key: Uint8Array, usages: KeyUsage[]) => {
    const jwk = await subtle.exportKey('jwk', await importPrivate(name, key, usages))
    return b64urlToBytes(jwk.x ?? '')
  }
  return {
    x25519PublicKey: (privateKey) => publicOf('X25519', privateKey, ['deriveBits']),
    async x25519SharedSecret(privateKey, publicKey) {
      const peer = await subtle.importKey('raw', buffer(publicKey), { name: 'X25519' }, false, [])
      const own = await importPrivate('X25519', privateKey, ['deriveBits'])
      return new Uint8Array(
        await subtle.deriveBits({ name: 'X25519', public: peer } as EcdhKeyDeriveParams, own, 256),
      )
    },
    ed25519PublicKey: (seed) => publicOf('Ed25519', seed, ['sign']),
    async ed25519Sign(seed, data) {
      const key = await importPrivate('Ed25519', seed, ['sign'])
      return new Uint8Array(await subtle.sign({ name: 'Ed25519' }, key, buffer(data)))
    },
    sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', buffer(data))),
    async hkdfSha256(ikm, length) {
      const key = await subtle.importKey('raw', buffer(ikm), 'HKDF', false, ['deriveBits'])
      const params = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: new Uint8Array() }
      return new Uint8Array(await subtle.deriveBits(params, key, length * 8))
    },
  }
}

/** True when WebCrypto has every primitive (checked once with a throwaway key of each curve). */
async function webCryptoWorks(subtle: SubtleCrypto | undefined): Promise<boolean> {
  if (!subtle) return false
  try {
    const probe = webCrypto(subtle)
    const key = new Uint8Array(32).fill(7)
    await Promise.all([probe.x25519PublicKey(key), probe.ed25519Sign(key, key), probe.hkdfSha256(key, 32)])
    return true
  } catch {
    return false
  }
}

let chosen: Promise<Primitives> | undefined

/** The primitives: WebCrypto when it has them all, else the @noble fallback (loaded on demand). */
export function primitives(): Promise<Primitives> {
  chosen ??= (async () => {
    const subtle = globalThis.crypto?.subtle
    if (subtle && (await webCryptoWorks(subtle))) return webCrypto(subtle)
    const { noblePrimitives } = await import('./noblePrimitives.js')
    return noblePrimitives
  })()
  return chosen
}

/** For tests: force one implementation. */
export function usePrimitives(value: Primitives | 'webcrypto'): void {
  chosen = Promise.resolve(value === 'webcrypto' ? webCrypto(globalThis.crypto.subtle) : value)
}
