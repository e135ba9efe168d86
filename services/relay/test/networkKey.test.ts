import { describe, expect, it } from 'vitest'
import { networkKeyOf } from '../src/networkKey.js'

describe('networkKeyOf', () => {
  it('keys IPv4 (also IPv4-mapped) by address and IPv6 by its /64', () => {
    expect(networkKeyOf('203.0.113.7')).toBe('203.0.113.7')
    expect(networkKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(networkKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(networkKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(networkKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkKeyOf('::1')).toBe('0:0:0:0::/64')
    expect(networkKeyOf(undefined)).toBe('unknown')
  })
})
