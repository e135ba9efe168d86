import { describe, expect, it } from 'vitest'
import {
  decimalSeparator,
  formatBalance,
  formatDisplayName,
  formatNumber,
  formatNumberToLocalString,
  formatTokenBalance,
  localizeDecimalString,
} from './formatBalance.js'

describe('formatting', () => {
  it('E-14 T-23 balance to 3 decimals, truncated; 0.000 by default', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('1.9999', 'ETH')).toBe('1.999 ETH')
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH')
  })

  it('E-14 the balance is grouped and separated as the active locale writes numbers, every digit kept', () => {
    const inLocale = (locale: string) => (amount: string) => localizeDecimalString(amount, locale)
    expect(formatBalance('10000', 'ETH', inLocale('en'))).toBe('10,000.000 ETH')
    expect(formatBalance('1234567.98765', 'ETH', inLocale('de'))).toBe('1.234.567,987 ETH')
    expect(formatBalance('99999999999999999999.9999', undefined, inLocale('en'))).toBe(
      '99,999,999,999,999,999,999.999',
    )
    // An unknown locale falls back to the runtime's instead of throwing.
    expect(localizeDecimalString('1.000', 'not a locale')).toMatch(/^1.000$/)
  })

  it('E-16 T-23 decimal formatting defaults to 2 places, in the active locale', () => {
    expect(formatNumber(1.5)).toBe('1.50')
    expect(formatNumberToLocalString(1.5)).toBe('1.50')
    expect(formatNumberToLocalString(30_000_000, 2, 'en')).toBe('30,000,000.00')
    expect(formatNumberToLocalString(1234.5, 2, 'fr')).toBe('1\u202f234,50')
  })

  it('E-15 T-23 the total token balance shows 2 decimals, split into whole and fraction', () => {
    expect(formatTokenBalance(12.3456)).toEqual({ dollars: '12', pennies: '35' })
    expect(formatTokenBalance(0)).toEqual({ dollars: '0', pennies: '00' })
    expect(formatTokenBalance(30_000_000, 'en')).toEqual({ dollars: '30,000,000', pennies: '00' })
    expect(decimalSeparator('de')).toBe(',')
    expect(localizeDecimalString('-0.5', 'en')).toBe('-0.5')
  })

  it('E-19 display names: discord drops a trailing 0, over 30 characters truncated to 30', () => {
    expect(formatDisplayName('john0', 'discord')).toBe('john')
    expect(formatDisplayName('john0', 'google')).toBe('john0')
    const long = formatDisplayName(`${'a'.repeat(25)}@b.com`)
    expect(long).toHaveLength(30)
    expect(long.endsWith('...')).toBe(true)
  })
})
