import { describe, expect, it } from 'vitest'
import { createSiwxMessage, formatSiwxMessage, parseSiwxMessage } from './siwxMessage.js'
import type { SIWXMessageData } from './siwxTypes.js'

const data: SIWXMessageData = {
  domain: '127.0.0.1:5173',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  statement: 'Sign in to the demo',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdef1234567890',
  issuedAt: '2026-11-24T00:00:00.000Z',
  expirationTime: '2026-11-25T00:00:00.000Z',
}

describe('CAIP-122 messages', () => {
  it('EIP-4361 text for eip155, with the numeric chain id', () => {
    expect(formatSiwxMessage(data)).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
        data.accountAddress,
        '',
        'Sign in to the demo',
        '',
        'URI: http://127.0.0.1:5173',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcdef1234567890',
        'Issued At: 2026-11-24T00:00:00.000Z',
        'Expiration Time: 2026-11-25T00:00:00.000Z',
      ].join('\n'),
    )
    expect(String(createSiwxMessage(data))).toBe(formatSiwxMessage(data))
  })

  it('parses back what it formats, for EVM, Solana and Bitcoin', () => {
    for (const chainId of [
      'eip155:31337',
      'solana:portico-local',
      'bip122:000000000933ea01ad0ee984209779ba',
    ] as const) {
      const d = { ...data, chainId, resources: ['https://example.com/a'] }
      expect(parseSiwxMessage(formatSiwxMessage(d))).toEqual(d)
    }
    const { statement: _s, ...bare } = data
    expect(parseSiwxMessage(formatSiwxMessage(bare))).toEqual(bare)
  })

  it('refuses malformed text naming the problem', () => {
    expect(() => parseSiwxMessage('hello')).toThrow(/must start with/)
    expect(() => parseSiwxMessage(formatSiwxMessage(data).replace('Nonce: ', 'Nonse: '))).toThrow(
      /unexpected line/,
    )
    expect(() => parseSiwxMessage(formatSiwxMessage(data).replace(/\nNonce: .*/, ''))).toThrow(
      'message lacks nonce',
    )
  })
})
