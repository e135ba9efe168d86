import { base58 } from '@scure/base'

/** Multicodec prefix of an Ed25519 public key (varint 0xed). */
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01)
const ED25519_PUBLIC_KEY_BYTES = 32
const DID_KEY_PREFIX = 'did:key:'
const BASE58BTC_PREFIX = 'z'

/**
 * Encodes an Ed25519 public key as a `did:key` identifier (`did:key:z6Mk…`).
 * @param publicKey the 32-byte Ed25519 public key
 */
export function encodeDidKey(publicKey: Uint8Array): string {
  const bytes = new Uint8Array(ED25519_MULTICODEC.length + publicKey.length)
  bytes.set(ED25519_MULTICODEC)
  bytes.set(publicKey, ED25519_MULTICODEC.length)
  return `${DID_KEY_PREFIX}${BASE58BTC_PREFIX}${base58.encode(bytes)}`
}

/**
 * Decodes a `did:key` Ed25519 identifier back to its 32-byte public key.
 * @throws Error when the identifier is not a base58btc Ed25519 `did:key`
 */
export function decodeDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX + BASE58BTC_PREFIX)) throw new Error('issuer is not a base58btc did:key')
  const bytes = base58.decode(did.slice(DID_KEY_PREFIX.length + BASE58BTC_PREFIX.length))
  if (
    bytes.length !== ED25519_MULTICODEC.length + ED25519_PUBLIC_KEY_BYTES ||
    bytes[0] !== ED25519_MULTICODEC[0] ||
    bytes[1] !== ED25519_MULTICODEC[1]
  ) {
    throw new Error('issuer is not an Ed25519 did:key')
  }
  return bytes.slice(ED25519_MULTICODEC.length)
}
