import { describe, expect, it } from 'vitest'
import {
  AccountNameMessages,
  accountNameLabel,
  accountNameProblem,
  fullAccountName,
} from './accountNameRules.js'
import { chainIdForCoinType, coinTypeForChainId } from './coinType.js'

describe('account name rules', () => {
  it("L-07, R-05 'ab-1' valid; 'ab1' too short; 'ab_1' invalid characters", () => {
    expect(accountNameProblem('ab-1')).toBeUndefined()
    expect(accountNameProblem('ab1')).toBe(AccountNameMessages.TOO_SHORT)
    expect(accountNameProblem('ab_1')).toBe(AccountNameMessages.INVALID_CHARACTERS)
    expect(accountNameProblem('a'.repeat(63))).toBeUndefined()
    expect(accountNameProblem('a'.repeat(64))).toBe(AccountNameMessages.TOO_LONG)
  })

  it("L-11 submitting 'Alice' registers 'alice.<zone>', and the label comes back out", () => {
    expect(fullAccountName('Alice', 'portico.test')).toBe('alice.portico.test')
    expect(accountNameLabel('alice.portico.test', 'portico.test')).toBe('alice')
    expect(accountNameLabel('alice.example.com', 'portico.test')).toBeUndefined()
  })

  it("L-04 coinType = (0x80000000 | chainId) >>> 0; a chainId ≥ 0x80000000 throws 'Invalid chainId'", () => {
    expect(coinTypeForChainId(31337)).toBe(0x80007a69)
    expect(chainIdForCoinType(coinTypeForChainId(31337))).toBe(31337)
    expect(chainIdForCoinType(60)).toBe(1)
    expect(chainIdForCoinType(501)).toBeUndefined()
    expect(() => coinTypeForChainId(0x80000000)).toThrow('Invalid chainId')
  })
})
