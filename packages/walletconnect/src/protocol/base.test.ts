import { randomBytes } from 'node:crypto'
import { base58, base64, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { base58Encode, base64Decode, base64Encode, base64urlDecode, base64urlEncode } from './base.js'

// The encodings on btoa/atob against @scure/base (the reference), on random inputs of every length up to 70
// bytes and with leading zero bytes (base58's special case).
const samples = [
  new Uint8Array(),
  new Uint8Array([0]),
  new Uint8Array([0, 0, 1, 2]),
  ...Array.from({ length: 70 }, (_, n) => new Uint8Array(randomBytes(n + 1))),
]

describe('protocol text encodings', () => {
  it('base64, base64url without padding and base58btc equal @scure/base and round-trip', () => {
    for (const bytes of samples) {
      expect(base64Encode(bytes)).toBe(base64.encode(bytes))
      expect(base64urlEncode(bytes)).toBe(base64urlnopad.encode(bytes))
      expect(base58Encode(bytes)).toBe(base58.encode(bytes))
      expect(base64Decode(base64Encode(bytes))).toEqual(bytes)
      expect(base64urlDecode(base64urlEncode(bytes))).toEqual(bytes)
    }
  })

  it('refuses a character outside the alphabet and wrong padding', () => {
    for (const bad of ['a', 'ab=', 'abc==', 'ab$=', 'ab-_', 'YWJj\n'])
      expect(() => base64Decode(bad)).toThrow(/base64/)
    for (const bad of ['a', 'ab+/', 'ab=c', 'a b']) expect(() => base64urlDecode(bad)).toThrow(/base64url/)
  })
})
