import { bytesToHex, hexToBytes, randomBytes } from './bytes.js'
import { primitives } from './primitives.js'

/** An X25519 key pair, both halves as 64 hex characters. */
export type KeyPair = { privateKey: string; publicKey: string }

/** A fresh X25519 key pair (a session proposal's or an authenticate request's key). */
export async function generateKeyPair(): Promise<KeyPair> {
  const privateKey = randomBytes(32)
  const publicKey = await (await primitives()).x25519PublicKey(privateKey)
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(publicKey) }
}

/** A fresh 32-byte symmetric key as hex (a pairing's key). */
export const generateSymKey = (): string => bytesToHex(randomBytes(32))

/**
 * The symmetric key two peers share: X25519 of our private key and their public key, expanded with
 * HKDF-SHA256 (no salt, no info) to 32 bytes.
 */
export async function deriveSymKey(privateKey: string, peerPublicKey: string): Promise<string> {
  const p = await primitives()
  const shared = await p.x25519SharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey))
  return bytesToHex(await p.hkdfSha256(shared, 32))
}

/** The topic of a symmetric key (or of a public key, for a type 1 response topic): SHA-256 of its bytes. */
export async function topicOf(key: string): Promise<string> {
  return bytesToHex(await (await primitives()).sha256(hexToBytes(key)))
}
