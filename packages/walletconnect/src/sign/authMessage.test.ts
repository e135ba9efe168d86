import * as official from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { type AuthPayload, createRecap, formatAuthMessage, recapMethods } from './authMessage.js'

// Golden vectors against @walletconnect/utils 2.21.8 (oracle): the ReCap resource and the message a wallet signs.
const ISS = 'did:pkh:eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:31337'],
  domain: '127.0.0.1:5173',
  aud: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'n0nce1234',
  iat: '2026-11-27T13:00:00.000Z',
}

describe('sign-in message (wc_sessionAuthenticate)', () => {
  it('the ReCap resource and its methods match the official encoding', () => {
    const methods = ['personal_sign', 'eth_sendTransaction']
    expect(createRecap(methods)).toBe(official.createEncodedRecap('eip155', 'request', methods))
    expect(recapMethods(createRecap(methods))).toEqual(['eth_sendTransaction', 'personal_sign'])
  })

  it.each([
    ['no statement, no resources', {}],
    ['a statement', { statement: 'Sign in to Portico' }],
    ['a statement and a ReCap', { statement: 'Sign in', resources: [createRecap(['personal_sign'])] }],
    [
      'only a ReCap, expiry and request id',
      {
        resources: [createRecap(['personal_sign', 'eth_sign'])],
        exp: '2026-11-28T13:00:00.000Z',
        requestId: 'r1',
      },
    ],
  ])('the message with %s is the official one', (_, extra) => {
    const payload = { ...base, ...extra } as AuthPayload
    expect(formatAuthMessage(payload, ISS)).toBe(official.formatMessage(payload, ISS))
  })
})
