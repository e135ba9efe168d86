import { describe, expect, it } from 'vitest'
import { classifyMethod, SAFE_METHODS, UNSAFE_METHODS } from './rpcMethods.js'

describe('RPC method classes (O-02, O-03, O-05)', () => {
  it('O-02 safe methods include reads and raw transaction sending', () => {
    for (const m of ['eth_call', 'eth_sendRawTransaction', 'eth_accounts', 'eth_chainId', 'eth_getBalance']) {
      expect(classifyMethod(m), m).toBe('safe')
    }
    expect(SAFE_METHODS.size).toBe(41)
  })

  it('O-03 the unsafe list has exactly these 11 entries, none of them safe', () => {
    expect([...UNSAFE_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
    for (const m of UNSAFE_METHODS) expect(SAFE_METHODS.has(m), m).toBe(false)
  })

  it('O-05 a method in neither list is not allowed', () => {
    expect(classifyMethod('eth_foo')).toBe('not-allowed')
    expect(classifyMethod('eth_sign')).toBe('not-allowed')
  })
})
