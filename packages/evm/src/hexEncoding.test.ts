import { ValidationError } from '@portico/core'
import { numberToHex, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { toQuantity, utf8ToHex } from './hexEncoding.js'

describe('hex encodings of the connect path', () => {
  it('toQuantity matches viem numberToHex for numbers and bigints', () => {
    for (const value of [0, 1, 15, 16, 31337, 2 ** 53 - 1]) expect(toQuantity(value)).toBe(numberToHex(value))
    for (const value of [0n, 10n ** 18n, 2n ** 256n - 1n]) expect(toQuantity(value)).toBe(numberToHex(value))
  })

  it('toQuantity refuses negative and unsafe numbers', () => {
    expect(() => toQuantity(-1)).toThrow(ValidationError)
    expect(() => toQuantity(-1n)).toThrow(ValidationError)
    expect(() => toQuantity(2 ** 53)).toThrow(ValidationError)
    expect(() => toQuantity(1.5)).toThrow(ValidationError)
  })

  it('utf8ToHex matches viem stringToHex, multi-byte characters included', () => {
    for (const text of ['', 'Hello from Portico', 'héllo ✓ 🦄', '\n\t\u0000']) {
      expect(utf8ToHex(text)).toBe(stringToHex(text))
    }
  })
})
