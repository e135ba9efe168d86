import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils'

export { bytesToHex, hexToBytes, randomBytes }

const HEX_32 = /^[0-9a-f]{64}$/

/** True for 32 bytes as 64 lowercase hex characters (a topic, a key). */
export const isHex32 = (value: unknown): value is string => typeof value === 'string' && HEX_32.test(value)

/** Concatenates byte arrays. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** Seconds since the epoch (the protocol's unit for expiries). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000)
