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

describe('M-07 the signed sign-in in CONNECT_SOCIAL and CONNECT_FARCASTER replies', () => {
  it.each(['CONNECT_SOCIAL', 'CONNECT_FARCASTER'])(
    'M-07 %s: a well-formed siwx passes, a malformed one drops the reply',
    (type) => {
      const reply = (payload: unknown) =>
        parseFrameEvent({ type: `@w3m-frame/${type}_SUCCESS`, id: 'request-1000', payload })
      const user = { userName: 'ada', socialProvider: 'github' }
      expect(reply({ ...user, siwx: { message: 'm', signature: '0xab' } })).not.toBeNull()
      expect(reply(user)).not.toBeNull()
      expect(reply({ ...user, siwx: { message: 'm', signature: 'not hex' } })).toBeNull()
      expect(reply('signed')).toBeNull()
    },
  )
})
