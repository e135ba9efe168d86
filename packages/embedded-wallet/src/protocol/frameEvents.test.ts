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

describe('the protocol: reply checks on the app side (F-05)', () => {
  const reply = (type: string, payload: unknown) =>
    parseFrameEvent({ type: `@w3m-frame/${type}`, id: 'request-1000', payload })
  it('F-05 a forged reply of each checked kind is dropped; the well-formed one passes', () => {
    const address = '0x00000000000000000000000000000000000000aa'
    const forged: [string, unknown, unknown][] = [
      ['GET_USER_SUCCESS', { address, chainId: 31337 }, { address: 'me', chainId: 31337 }],
      ['CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_OTP' }, { action: 'CONNECTED_ANYWAY' }],
      ['IS_CONNECTED_SUCCESS', { isConnected: true }, { isConnected: 'yes' }],
      ['SWITCH_NETWORK_SUCCESS', { chainId: 1 }, { chainId: null }],
      ['UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', { newEmail: 'b@c.de' }, {}],
      [
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
        { smartAccountEnabledNetworks: [1] },
        { smartAccountEnabledNetworks: ['1'] },
      ],
      ['SIGN_OUT_ERROR', { code: 4001, message: 'no' }, { code: 'x', message: 'no' }],
      ['RPC_REQUEST_ERROR', { message: 'no' }, { message: { text: 'no' } }],
    ]
    for (const [type, good, bad] of forged) {
      expect(reply(type, good)).not.toBeNull()
      expect(reply(type, bad)).toBeNull()
    }
    expect(reply('NOT_A_TYPE_SUCCESS', {})).toBeNull()
  })
})
