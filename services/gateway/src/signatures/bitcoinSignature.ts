import { Verifier } from 'bip322-js'

/**
 * Whether `signature` (base64) is `address`'s BIP-322 signature of `message` (simple form for SegWit and
 * Taproot addresses; the legacy message signature for P2PKH), checked with bip322-js. Never throws.
 */
export function verifyBitcoinSignature(address: string, message: string, signature: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
