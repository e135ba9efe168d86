import { describe, expect, it } from 'vitest'
import { isSignedSiwx, MAX_SIWX_MESSAGE_LENGTH, parseFrameEvent } from './frameEvents.js'

describe('M-07 the signed sign-in in a CONNECT_OTP reply', () => {
  it('M-07 accepts {message, hex signature}; refuses other shapes, and a reply carrying one', () => {
    expect(isSignedSiwx({ message: 'm', signature: '0xabcd' })).toBe(true)
    expect(isSignedSiwx({ message: 'm', signature: 'abcd' })).toBe(false)
    expect(isSignedSiwx({ message: 1, signature: '0xabcd' })).toBe(false)
    expect(isSignedSiwx({ message: 'x'.repeat(MAX_SIWX_MESSAGE_LENGTH + 1), signature: '0xab' })).toBe(false)
    const reply = (payload: unknown) =>
      parseFrameEvent({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: 'request-1000', payload })
    expect(reply({ siwx: { message: 'm', signature: '0xab' } })).not.toBeNull()
    expect(reply({})).not.toBeNull()
    expect(reply({ siwx: { message: 'm' } })).toBeNull()
  })
})
