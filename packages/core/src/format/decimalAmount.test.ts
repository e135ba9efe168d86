import { describe, expect, it } from 'vitest'
import { formatDecimalAmount, parseDecimalAmount } from './decimalAmount.js'

describe('exact decimal amounts', () => {
  it('G-04 amount 1.5 with decimals 18 → 1500000000000000000n, and back', () => {
    expect(parseDecimalAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(formatDecimalAmount(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatDecimalAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatDecimalAmount(7n, 0)).toBe('7')
  })

  it('rejects what is not a plain decimal, or has more digits than the token', () => {
    for (const bad of ['', '.', '-1', '1e3', '1.2.3', ' ', 'abc'])
      expect(parseDecimalAmount(bad, 6)).toBeUndefined()
    expect(parseDecimalAmount('1.0000001', 6)).toBeUndefined()
    expect(parseDecimalAmount('.5', 6)).toBe(500_000n)
  })
})
