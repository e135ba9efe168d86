import { describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import { createTransactionsStore } from '../stores/transactions.js'
import { pendingCountLabel, trackPending } from './pendingTransactions.js'

describe('pending transactions (K-13)', () => {
  it('K-13 T-14 the count shows up to 99, then 99+; none shows nothing', () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(pendingCountLabel(0)).toBeUndefined()
    expect(pendingCountLabel(1)).toBe('1')
    expect(pendingCountLabel(99)).toBe('99')
    expect(pendingCountLabel(100)).toBe('99+')
    expect(pendingCountLabel(150)).toBe('99+')
  })

  it('K-13 a transaction counts as pending for its account until it is mined or fails; a reset for another account keeps it', async () => {
    const store = createTransactionsStore()
    let mine: () => void = () => undefined
    let fail: (error: Error) => void = () => undefined
    const mined = trackPending(store, 'eip155:1:0xa', '0x01', new Promise<void>((r) => (mine = r)))
    const failed = trackPending(
      store,
      'eip155:1:0xa',
      '0x02',
      new Promise<void>((_, reject) => (fail = reject)),
    )
    expect(store.getState().pending).toEqual([
      { hash: '0x01', key: 'eip155:1:0xa' },
      { hash: '0x02', key: 'eip155:1:0xa' },
    ])
    store.getState().resetFor('eip155:1:0xb')
    expect(store.getState().pending).toHaveLength(2)
    mine()
    await mined
    expect(store.getState().pending).toEqual([{ hash: '0x02', key: 'eip155:1:0xa' }])
    fail(new Error('dropped'))
    await expect(failed).rejects.toThrow('dropped')
    expect(store.getState().pending).toEqual([])
  })
})
