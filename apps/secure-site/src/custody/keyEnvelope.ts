import { gcm } from '@noble/ciphers/aes'
import { randomBytes } from '@noble/ciphers/webcrypto'
import { fromBase64Url, toBase64Url } from './base64url.js'

/** Envelope format version, the first dot-separated part. */
const VERSION = 'v1'
/** AES-GCM nonce length in bytes (96 bits, random per envelope). */
const NONCE_BYTES = 12
/** Wrapping keys are AES-256 keys. */
export const WRAP_KEY_BYTES = 32

/** What an envelope is bound to: opening it for another user, namespace or address fails. */
export interface EnvelopeBinding {
  userId: string
  namespace: string
  address: string
}

const aadOf = (b: EnvelopeBinding) =>
  new TextEncoder().encode(
    `portico/embedded-wallet/${VERSION}\n${b.userId}\n${b.namespace}\n${b.address.toLowerCase()}`,
  )

/**
 * Encrypts a private key under a wrapping key with AES-256-GCM (@noble/ciphers), bound to the user, namespace
 * and address as associated data. Returns `v1.<nonce>.<ciphertext>` in base64url, the form the gateway stores.
 */
export function sealKey(wrapKey: Uint8Array, privateKey: Uint8Array, binding: EnvelopeBinding): string {
  if (wrapKey.length !== WRAP_KEY_BYTES) throw new Error('wrapping key must be 32 bytes')
  const nonce = randomBytes(NONCE_BYTES)
  const sealed = gcm(wrapKey, nonce, aadOf(binding)).encrypt(privateKey)
  return [VERSION, toBase64Url(nonce), toBase64Url(sealed)].join('.')
}

/** Opens an envelope of {@link sealKey}; throws when the key, binding or envelope is wrong or tampered with. */
export function openKey(wrapKey: Uint8Array, envelope: string, binding: EnvelopeBinding): Uint8Array {
  const [version, nonce, sealed, ...rest] = envelope.split('.')
  if (version !== VERSION || !nonce || !sealed || rest.length > 0) throw new Error('unknown key envelope')
  return gcm(wrapKey, fromBase64Url(nonce), aadOf(binding)).decrypt(fromBase64Url(sealed))
}
