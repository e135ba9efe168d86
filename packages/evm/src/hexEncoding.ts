import { ValidationError } from '@portico/core'
import type { Hex } from 'viem'

/**
 * The two hex encodings the connect path needs, without viem's encoding modules (about 2 KiB gzip of the
 * first chunk; see docs/decisions.md). Lazy code keeps using viem.
 */

/** A JSON-RPC quantity (EIP-1474): `0x` and the shortest lower-case hex of a non-negative integer. */
export function toQuantity(value: number | bigint): Hex {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new ValidationError(`Expected a safe integer, got ${value}`)
  }
  if (value < 0) throw new ValidationError(`Expected a non-negative integer, got ${value}`)
  return `0x${value.toString(16)}`
}

/** A string's UTF-8 bytes as `0x`-prefixed lower-case hex (what `personal_sign` takes). */
export function utf8ToHex(text: string): Hex {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as Hex
}
