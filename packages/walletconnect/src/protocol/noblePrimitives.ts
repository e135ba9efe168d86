import { ed25519, x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import type { Primitives } from './primitives.js'

/** The protocol's primitives from @noble/curves and @noble/hashes (MIT), where WebCrypto lacks them. */
export const noblePrimitives: Primitives = {
  x25519PublicKey: async (privateKey) => x25519.getPublicKey(privateKey),
  x25519SharedSecret: async (privateKey, publicKey) => x25519.getSharedSecret(privateKey, publicKey),
  ed25519PublicKey: async (seed) => ed25519.getPublicKey(seed),
  ed25519Sign: async (seed, data) => ed25519.sign(data, seed),
  sha256: async (data) => sha256(data),
  hkdfSha256: async (ikm, length) => hkdf(sha256, ikm, undefined, undefined, length),
}
