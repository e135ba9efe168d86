import { describe, expect, it } from 'vitest'
import { JsonRpcErrorCodes, rpcErrorName } from './rpcErrorCodes.js'

describe('RPC error codes', () => {
  it('O-14 S-44 each JSON-RPC and wallet chain code maps to its standard name', () => {
    expect(
      [-32700, -32600, -32601, -32602, -32603, -32000, 4902, 5000, 32603].map((code) => rpcErrorName(code)),
    ).toEqual([
      'Parse error',
      'Invalid Request',
      'Method not found',
      'Invalid params',
      'Internal error',
      'Invalid input',
      'Unrecognized chain ID',
      'Chain error',
      'Invalid chain ID',
    ])
    expect(JsonRpcErrorCodes.METHOD_NOT_FOUND).toBe(-32601)
  })

  it('O-14 S-44 a wallet error is recognised by its code, also when wrapped; unknown codes give undefined', () => {
    const walletError = Object.assign(new Error('Unrecognized chain ID "0x7a6a".'), { code: 4902 })
    expect(rpcErrorName(walletError)).toBe('Unrecognized chain ID')
    expect(rpcErrorName(new Error('switch failed', { cause: walletError }))).toBe('Unrecognized chain ID')
    expect(rpcErrorName(12345)).toBeUndefined()
    expect(rpcErrorName('nope')).toBeUndefined()
    expect(rpcErrorName(null)).toBeUndefined()
  })
})
