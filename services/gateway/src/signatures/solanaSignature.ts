import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'

/** Bytes of an ed25519 public key and of a signature. */
const PUBLIC_KEY_BYTES = 32
const SIGNATURE_BYTES = 64

const decode = (text: string): Uint8Array | undefined => {
  for (const codec of [base58, base64]) {
    try {
      return codec.decode(text)
    } catch {
      // try the next encoding
    }
  }
  return undefined
}

/**
 * Whether `signature` (base58, as wallet-standard Solana wallets give it, or base64) is the ed25519 signature
 * of the UTF-8 `message` by the key whose base58 form is `address`. Never throws.
 */
export function verifySolanaSignature(address: string, message: string, signature: string): boolean {
  try {
    const publicKey = base58.decode(address)
    const sig = decode(signature)
    if (publicKey.length !== PUBLIC_KEY_BYTES || sig?.length !== SIGNATURE_BYTES) return false
    return ed25519.verify(sig, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
