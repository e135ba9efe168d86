import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from './authConstants.js'

/** A fresh one-time code: `OTP_LENGTH` digits from a cryptographic random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/** The stored form of a code: HMAC-SHA-256 over the email and the code, under the gateway's code key. */
export function hashCode(codeKey: Uint8Array, email: string, code: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', codeKey).update(`${email}\n${code}`).digest())
}

/** Compares two hashes in constant time. */
export function sameHash(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}
