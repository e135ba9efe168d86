import { describe, expect, it } from 'vitest'
import { revokedContext } from '../src/sessions/revokePermissions.js'

const PCI = `0x${'ab'.repeat(32)}`

describe('wallet_revokePermissions params (N-02, ERC-7715)', () => {
  it('N-02 takes ERC-7715 [{ permissionContext }] and the modal form { pci, … }', () => {
    expect(revokedContext([{ permissionContext: PCI }])).toBe(PCI)
    expect(
      revokedContext({ pci: PCI.toUpperCase().replace('0X', '0x'), expiry: 1, address: 'eip155:1:0x' }),
    ).toBe(PCI)
    expect(revokedContext([{ pci: PCI }])).toBe(PCI)
  })

  it('N-02 refuses a missing or malformed context, naming the field', () => {
    for (const params of [undefined, [], [{}], { pci: '0x12' }, [{ permissionContext: 42 }]])
      expect(() => revokedContext(params)).toThrow('permissionContext: must be a session id')
  })
})
