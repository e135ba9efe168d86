import { describe, expect, it } from 'vitest'
import { classifyRpcResult, isExpectedRpcResult } from './rpcResults.js'

const hash = `0x${'0a'.repeat(32)}`
const signature = `0x${'1b'.repeat(65)}`

describe('RPC results', () => {
  it('O-13 a 32-byte hex string is a transaction hash, 31 bytes or more of other hex a signed message, the rest objects', () => {
    expect(classifyRpcResult(hash)).toBe('transaction-hash')
    expect(classifyRpcResult(signature)).toBe('signed-message')
    expect(classifyRpcResult(`0x${'ab'.repeat(31)}`)).toBe('signed-message')
    expect(classifyRpcResult({ id: '0x01' })).toBe('object')
    expect(classifyRpcResult(['0x1'])).toBe('object')
    // Strings that are neither: too short, not hex, no prefix.
    expect(classifyRpcResult('0x7a69')).toBeUndefined()
    expect(classifyRpcResult(`0x${'zz'.repeat(32)}`)).toBeUndefined()
    expect(classifyRpcResult('ab'.repeat(32))).toBeUndefined()
  })

  it('O-13 sending methods must answer a hash, signing methods a signature; others are not checked', () => {
    expect(isExpectedRpcResult('eth_sendTransaction', hash)).toBe(true)
    expect(isExpectedRpcResult('eth_sendTransaction', signature)).toBe(false)
    expect(isExpectedRpcResult('personal_sign', signature)).toBe(true)
    expect(isExpectedRpcResult('eth_signTypedData_v4', { signature })).toBe(false)
    expect(isExpectedRpcResult('wallet_sendCalls', { id: '0x01' })).toBe(true)
    expect(isExpectedRpcResult('solana_signMessage', { signature: 'base58' })).toBe(true)
  })
})
