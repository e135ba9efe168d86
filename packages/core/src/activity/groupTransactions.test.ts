import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from '../types/accountData.js'
import {
  filterTransactions,
  groupTransactionsByYear,
  isSpamTransaction,
  mergeTransactions,
} from './groupTransactions.js'

const nft = (spam: boolean): TransactionTransfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: 'Punk', tokenId: '1', contract: '0x1', flags: { is_spam: spam } },
})

const tx = (id: string, minedAt: string, transfers: TransactionTransfer[] = [], chain = 'eip155:31337') =>
  ({
    id,
    metadata: {
      operationType: 'send',
      hash: `0x${id}`,
      minedAt,
      sentFrom: '0xa',
      sentTo: '0xb',
      status: 'confirmed',
      nonce: 0,
      chain,
    },
    transfers,
  }) as Transaction

describe('transactions (K)', () => {
  it('K-04 a transaction with 2 spam transfers is removed; one with 1 spam and 1 normal transfer is kept', () => {
    const allSpam = tx('a', '2025-01-01T00:00:00Z', [nft(true), nft(true)])
    const mixed = tx('b', '2025-01-01T00:00:00Z', [nft(true), nft(false)])
    expect(isSpamTransaction(allSpam)).toBe(true)
    expect(filterTransactions([allSpam, mixed], 'eip155:31337').map((t) => t.id)).toEqual(['b'])
  })

  it('K-05 a mixed-chain response keeps only active-chain rows', () => {
    const list = [tx('a', '2025-01-01T00:00:00Z'), tx('b', '2025-01-01T00:00:00Z', [], 'eip155:31338')]
    expect(filterTransactions(list, 'eip155:31338').map((t) => t.id)).toEqual(['b'])
  })

  it('K-06 rows mined in Jan 2024 and Mar 2025 → {2024:{0:[…]}, 2025:{2:[…]}}', () => {
    const jan = tx('a', '2024-01-15T10:00:00Z')
    const mar = tx('b', '2025-03-02T10:00:00Z')
    expect(groupTransactionsByYear([jan, mar])).toEqual({ 2024: { 0: [jan] }, 2025: { 2: [mar] } })
  })

  it('K-06 pages merge de-duplicated by id (the newest copy wins), newest first', () => {
    const old = tx('a', '2024-01-01T00:00:00Z')
    const newer = tx('b', '2024-02-01T00:00:00Z')
    const again = { ...old, transfers: [nft(false)] }
    const merged = mergeTransactions([old, newer], [again])
    expect(merged.map((t) => t.id)).toEqual(['b', 'a'])
    expect(merged[1]?.transfers).toHaveLength(1)
  })
})
