import { WalletConnectProtocolError } from './errors.js'

const HEX_32 = /^[0-9a-f]{64}$/

/** True for 32 bytes as 64 lowercase hex characters (a topic, a key). */
export const isHex32 = (value: unknown): value is string => typeof value === 'string' && HEX_32.test(value)

/** Lowercase hex of bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/** Bytes of an even-length hex string; throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex))
    throw new WalletConnectProtocolError('INVALID_INPUT', 'Expected a hex string')
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

/** Cryptographically random bytes. */
export const randomBytes = (length: number): Uint8Array => crypto.getRandomValues(new Uint8Array(length))

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
