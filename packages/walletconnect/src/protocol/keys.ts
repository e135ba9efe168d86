import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes, randomBytes } from './bytes.js'

/** An X25519 key pair, both halves as 64 hex characters. */
export type KeyPair = { privateKey: string; publicKey: string }

/** A fresh X25519 key pair (a session proposal's or an authenticate request's key). */
export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(x25519.getPublicKey(privateKey)) }
}

/** A fresh 32-byte symmetric key as hex (a pairing's key). */
export const generateSymKey = (): string => bytesToHex(randomBytes(32))

/**
 * The symmetric key two peers share: X25519 of our private key and their public key, expanded with
 * HKDF-SHA256 (no salt, no info) to 32 bytes.
 */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const shared = x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey))
  return bytesToHex(hkdf(sha256, shared, undefined, undefined, 32))
}

/** The topic of a symmetric key (or of a public key, for a type 1 response topic): SHA-256 of its bytes. */
export const topicOf = (key: string): string => bytesToHex(sha256(hexToBytes(key)))
