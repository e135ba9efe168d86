import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types/account.js'
import { sendButtonLabel } from './sendButtonLabel.js'

const pusd: TokenBalance = {
  name: 'Portico USD',
  symbol: 'pUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '6', numeric: '10.5' },
  iconUrl: '',
}
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('send button (G-11)', () => {
  it.each([
    [undefined, '1', RECEIVER, 'Select Token'],
    [pusd, '0', RECEIVER, 'Incorrect Value'],
    [pusd, '0.000', RECEIVER, 'Incorrect Value'],
    [pusd, 'abc', RECEIVER, 'Incorrect Value'],
    [pusd, '1.0000001', RECEIVER, 'Incorrect Value'],
    [pusd, '', RECEIVER, 'Add Amount'],
    [pusd, undefined, RECEIVER, 'Add Amount'],
    [pusd, '10.6', RECEIVER, 'Insufficient Funds'],
    [pusd, '10.5', undefined, 'Add Address'],
    [pusd, '1', '0x1234', 'Invalid Address'],
    [pusd, '1.5', RECEIVER, 'Preview Send'],
  ] as const)(
    'G-11 token %#: amount %s, receiver %s → %s; only Preview Send is enabled',
    (token, amount, receiver, label) => {
      const result = sendButtonLabel({ namespace: 'eip155', token, amount, receiver })
      expect(result).toEqual({ label, enabled: label === 'Preview Send' })
    },
  )

  it.each([
    ['solana', 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', 'Preview Send'],
    ['solana', RECEIVER, 'Invalid Address'],
    ['solana', 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq9O', 'Invalid Address'],
    ['solana', 'short1111', 'Invalid Address'],
    ['bip122', 'tb1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelvmc7t8', 'Preview Send'],
    ['bip122', 'tb1qBAD', 'Invalid Address'],
    ['bip122', RECEIVER, 'Invalid Address'],
  ] as const)('R-02 G-11 on %s the receiver %s → %s', (namespace, receiver, label) => {
    expect(sendButtonLabel({ namespace, token: pusd, amount: '1', receiver }).label).toBe(label)
  })
})
