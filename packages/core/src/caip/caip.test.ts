import { describe, expect, expectTypeOf, it } from 'vitest'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/network.js'
import {
  getPlainAddress,
  isCaipAddress,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'
import { isAccountName, isEip155Address, isEmail, isSolanaAddress } from './validators.js'

const HEX40 = 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('CAIP helpers and validators', () => {
  it('D-01 the chain namespaces are exactly eip155, solana, bip122, polkadot and cosmos', () => {
    expect([...CHAIN_NAMESPACES].sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
    expectTypeOf<ChainNamespace>().toEqualTypeOf<'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'>()
    expect(isChainNamespace('cosmos')).toBe(true)
    expect(isChainNamespace('tron')).toBe(false)
  })

  it('D-03 R-04 a network id has exactly two non-empty parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    for (const bad of ['eip155', 'eip155:1:x', 'eip155:', ':1', '']) {
      expect(() => parseCaipNetworkId(bad)).toThrow('Invalid network id')
    }
  })

  it('E-02 getPlainAddress strips namespace and chain', () => {
    expect(getPlainAddress('eip155:1:0xabc')).toBe('0xabc')
    expect(getPlainAddress(undefined)).toBeUndefined()
  })

  it('R-01 an eip155 address is 40 hex characters with an optional 0x prefix, any case', () => {
    expect(isEip155Address(`0x${HEX40}`)).toBe(true)
    expect(isEip155Address(HEX40)).toBe(true)
    expect(isEip155Address(`0x${HEX40.toLowerCase()}`)).toBe(true)
    expect(isEip155Address(`0x${HEX40.toUpperCase()}`)).toBe(true)
    expect(isEip155Address(`0x${HEX40.slice(1)}`)).toBe(false)
    expect(isEip155Address(`0x${HEX40}a`)).toBe(false)
    expect(isEip155Address(`0x${HEX40.slice(1)}g`)).toBe(false)
    expect(isEip155Address(42)).toBe(false)
  })

  it('R-02 a solana address is 32 to 44 base58 characters, anchored at both ends', () => {
    const base58 = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(isSolanaAddress(base58)).toBe(true)
    expect(isSolanaAddress(base58.slice(0, 32))).toBe(true)
    expect(isSolanaAddress(base58.slice(0, 31))).toBe(false)
    expect(isSolanaAddress(`${base58}2`)).toBe(false)
    for (const forbidden of ['0', 'O', 'I', 'l']) {
      expect(isSolanaAddress(`${base58.slice(0, 40)}${forbidden}`)).toBe(false)
    }
  })

  it('R-03 a CAIP address has exactly three non-empty parts and a known namespace', () => {
    expect(isCaipAddress('eip155:1:0xabc')).toBe(true)
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('foo:1:0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress('eip155:1:0xabc:extra')).toBe(false)
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP address')
  })

  it('R-05 an account name is letters, digits and hyphens, at least 4 characters', () => {
    for (const good of ['abcd', 'a-b-', 'ab-1', 'ABC9']) expect(isAccountName(good)).toBe(true)
    for (const bad of ['abc', 'ab c', 'äbcd', 'ab_1', '']) expect(isAccountName(bad)).toBe(false)
  })

  it('R-06 an email must have a valid format', () => {
    expect(isEmail('a@b.co')).toBe(true)
    for (const bad of ['a@b', 'a b@c.d', '@b.co', 'a@@b.co', '']) expect(isEmail(bad)).toBe(false)
  })
})
