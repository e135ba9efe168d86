import { describe, expect, it } from 'vitest'
import { formatBalance, formatDisplayName, formatNumber } from './formatBalance.js'

describe('formatting', () => {
  it('E-14 balance to 3 decimals, truncated; 0.000 by default', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('1.9999', 'ETH')).toBe('1.999 ETH')
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH')
    expect(formatBalance('10000', 'ETH')).toBe('10000.000 ETH')
  })

  it('E-16 decimal formatting defaults to 2 places', () => {
    expect(formatNumber(1.5)).toBe('1.50')
  })

  it('E-19 display names: discord drops a trailing 0, over 30 characters truncated to 30', () => {
    expect(formatDisplayName('john0', 'discord')).toBe('john')
    expect(formatDisplayName('john0', 'google')).toBe('john0')
    const long = formatDisplayName(`${'a'.repeat(25)}@b.com`)
    expect(long).toHaveLength(30)
    expect(long.endsWith('...')).toBe(true)
  })
})
