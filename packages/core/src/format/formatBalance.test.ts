import { describe, expect, it } from 'vitest'
import { formatBalance, formatDisplayName, formatNumber, formatTokenBalance } from './formatBalance.js'

describe('formatting', () => {
  it('E-14 T-23 balance to 3 decimals, truncated; 0.000 by default', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('1.9999', 'ETH')).toBe('1.999 ETH')
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH')
    expect(formatBalance('10000', 'ETH')).toBe('10000.000 ETH')
  })

  it('E-16 T-23 decimal formatting defaults to 2 places', () => {
    expect(formatNumber(1.5)).toBe('1.50')
  })

  it('E-15 T-23 the total token balance shows 2 decimals, split into whole and fraction', () => {
    expect(formatTokenBalance(12.3456)).toEqual({ dollars: '12', pennies: '35' })
    expect(formatTokenBalance(0)).toEqual({ dollars: '0', pennies: '00' })
  })

  it('E-19 display names: discord drops a trailing 0, over 30 characters truncated to 30', () => {
    expect(formatDisplayName('john0', 'discord')).toBe('john')
    expect(formatDisplayName('john0', 'google')).toBe('john0')
    const long = formatDisplayName(`${'a'.repeat(25)}@b.com`)
    expect(long).toHaveLength(30)
    expect(long.endsWith('...')).toBe(true)
  })
})
