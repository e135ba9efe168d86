import { describe, expect, it } from 'vitest'
import { CallsStatusCodes, callsStatus } from '../src/eip5792/callsStatus.js'
import { capabilitiesFor } from '../src/eip5792/capabilities.js'
import { checkSendCalls, SendCallsError } from '../src/eip5792/sendCallsRequest.js'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const check =
  (calls: unknown, extra: Record<string, unknown> = {}) =>
  () =>
    checkSendCalls([{ calls, ...extra }])

describe('wallet_sendCalls validation (O-11, EIP-5792)', () => {
  it("O-11 each call's `to` must start with 0x", () => {
    expect(check([{ to: TO }, { to: TO.slice(2) }])).toThrow(
      'wallet_sendCalls: calls[1].to must start with 0x',
    )
    expect(check([{ data: '0x' }])).toThrow('calls[0].to must start with 0x')
    expect(check([{ to: '0x1234' }])).toThrow('calls[0].to must be an address')
  })

  it('O-11 `data`, when present, must start with 0x', () => {
    expect(check([{ to: TO, data: 'a9059cbb' }])).toThrow(
      'wallet_sendCalls: calls[0].data must start with 0x',
    )
    expect(check([{ to: TO, data: '0xzz' }])).toThrow('calls[0].data must be hex')
    expect(checkSendCalls([{ calls: [{ to: TO }] }]).calls).toEqual([{ to: TO }])
  })

  it('O-11 the error is invalid params (-32602) and names the field', () => {
    try {
      checkSendCalls([{ calls: [{ to: 'nope' }] }])
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SendCallsError)
      expect(error).toMatchObject({ code: -32602, field: 'calls[0].to' })
    }
  })

  it('EIP-5792 a well-formed batch: values and chain id read from hex; an empty batch or no params are refused', () => {
    expect(
      checkSendCalls([{ chainId: '0x7a69', from: TO, calls: [{ to: TO, value: '0x10', data: '0xabcd' }] }]),
    ).toEqual({ chainId: 31337, from: TO, calls: [{ to: TO, value: 16n, data: '0xabcd' }] })
    expect(check([])).toThrow('calls must list at least one call')
    expect(() => checkSendCalls([])).toThrow('params[0] must be an object')
    expect(check([{ to: TO, value: 10 }])).toThrow('calls[0].value must be a 0x quantity')
    expect(check([{ to: TO }], { chainId: 31337 })).toThrow('chainId must be a 0x chain id')
  })

  it('EIP-5792 wallet_getCapabilities: atomic and permissions where the smart account is active, unsupported elsewhere', () => {
    const capabilities = capabilitiesFor([31337, 31338], new Set([31337]))
    expect(capabilities['0x7a69']).toMatchObject({
      atomic: { status: 'supported' },
      permissions: { supported: true, signerTypes: ['keys'], keyTypes: ['secp256k1'] },
    })
    expect(capabilities['0x7a6a']).toEqual({ atomic: { status: 'unsupported' } })
  })

  it('EIP-5792 wallet_getCallsStatus is pending (100) until the user operation has a receipt', () => {
    const id = `0x${'ab'.repeat(32)}` as const
    expect(callsStatus(id, 31337, null)).toEqual({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      atomic: true,
      status: CallsStatusCodes.PENDING,
    })
  })
})
