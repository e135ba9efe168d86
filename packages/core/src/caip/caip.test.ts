import { describe, expect, it } from 'vitest'
import { getPlainAddress, isCaipAddress, parseCaipNetworkId } from './caip.js'
import { isAccountName, isEip155Address, isEmail, isSolanaAddress } from './validators.js'

describe('CAIP helpers and validators', () => {
  it('D-03 a network id has exactly two parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(() => parseCaipNetworkId('eip155')).toThrow()
    expect(() => parseCaipNetworkId('eip155:1:x')).toThrow()
  })

  it('E-02 getPlainAddress strips namespace and chain', () => {
    expect(getPlainAddress('eip155:1:0xabc')).toBe('0xabc')
    expect(getPlainAddress(undefined)).toBeUndefined()
  })

  it('R CAIP address needs three non-empty parts and a known namespace', () => {
    expect(isCaipAddress('eip155:1:0xabc')).toBe(true)
    expect(isCaipAddress('foo:1:0xabc')).toBe(false)
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1')).toBe(false)
  })

  it('R eip155 addresses: 40 hex with optional 0x; solana: 32 to 44 base58', () => {
    expect(isEip155Address('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isEip155Address('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isEip155Address('0x123')).toBe(false)
    expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
    expect(isSolanaAddress('0OIl')).toBe(false)
  })

  it('R email and account name', () => {
    expect(isEmail('a@b.co')).toBe(true)
    expect(isEmail('a@b')).toBe(false)
    expect(isAccountName('ab-1')).toBe(true)
    expect(isAccountName('ab_')).toBe(false)
    expect(isAccountName('abc')).toBe(false)
  })
})
