import { describe, expect, it } from 'vitest'
import { formatWalletCount } from './AllWalletsRow.js'

describe('All Wallets row', () => {
  it('C-30 counts of 10 or more round down to a multiple of 10 with "+"', () => {
    expect(formatWalletCount(437)).toBe('430+')
    expect(formatWalletCount(10)).toBe('10+')
    expect(formatWalletCount(9)).toBe('9')
  })
})
