import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinTestnet, solana, solanaDevnet, solanaTestnet } from './networks.js'

describe('built-in networks', () => {
  it('D-02 Solana networks use SOL with 9 decimals, Bitcoin networks BTC with 8', () => {
    for (const n of [solana, solanaDevnet, solanaTestnet]) {
      expect([n.chainNamespace, n.nativeCurrency.symbol, n.nativeCurrency.decimals]).toEqual([
        'solana',
        'SOL',
        9,
      ])
    }
    for (const n of [bitcoin, bitcoinTestnet]) {
      expect([n.chainNamespace, n.nativeCurrency.symbol, n.nativeCurrency.decimals]).toEqual([
        'bip122',
        'BTC',
        8,
      ])
    }
    expect(bitcoinTestnet.testnet).toBe(true)
  })
})
