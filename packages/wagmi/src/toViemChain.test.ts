import { anvilB, solana, ValidationError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './toViemChain.js'

describe('toViemChain', () => {
  it('turns a Portico EVM network into the viem chain wagmi takes', () => {
    expect(toViemChain(anvilB)).toMatchObject({
      id: 31338,
      name: 'Anvil B',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      testnet: true,
    })
  })

  it('refuses a network of another namespace with a ValidationError naming it', () => {
    expect(() => toViemChain(solana)).toThrow(ValidationError)
    expect(() => toViemChain(solana)).toThrow(/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not an EVM/)
  })
})
