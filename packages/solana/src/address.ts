import { isSolanaAddress, ValidationError } from '@portico/core'
import { PUBLIC_KEY_BYTES } from './constants.js'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The number of bytes a base58 string decodes to, or -1 when it holds a character outside the alphabet. */
function base58Length(text: string): number {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return -1
    value = value * 58n + BigInt(digit)
  }
  const zeros = text.length - text.replace(/^1+/, '').length
  return zeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2))
}

/** The 32 bytes of a Solana address (a public key in base58); call it only on an {@link isSolanaPublicKey}. */
export function publicKeyBytes(address: string): Uint8Array {
  let value = 0n
  for (const char of address) value = value * 58n + BigInt(BASE58.indexOf(char))
  const bytes = new Uint8Array(PUBLIC_KEY_BYTES)
  for (let i = PUBLIC_KEY_BYTES - 1; i >= 0 && value > 0n; i--) {
    bytes[i] = Number(value & 0xffn)
    value >>= 8n
  }
  return bytes
}

/**
 * a Solana address is 32 to 44 base58 characters; it must also decode to a 32-byte public key, so
 * strings of the right length that are not keys are refused too.
 */
export function isSolanaPublicKey(value: unknown): value is string {
  return isSolanaAddress(value) && base58Length(value) === PUBLIC_KEY_BYTES
}

/** Throws a {@link ValidationError} naming `field` unless `value` is a Solana address. */
export function assertSolanaAddress(value: unknown, field: string): asserts value is string {
  if (!isSolanaPublicKey(value)) {
    throw new ValidationError(`Invalid ${field}: expected a Solana address (32 to 44 base58 characters)`)
  }
}
