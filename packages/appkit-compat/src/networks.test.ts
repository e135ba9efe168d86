import { ValidationError } from '@portico/core'
import * as core from '@portico/core/networks'
import { describe, expect, it } from 'vitest'
import { base, defineChain, optimism, solana } from './networks.js'

describe('@portico/appkit-compat/networks', () => {
  it("re-exports @portico/core/networks' networks as they are", () => {
    expect(base).toBe(core.base)
    expect(optimism).toBe(core.optimism)
    expect(solana).toBe(core.solana)
  })

  it('defineChain makes a custom EVM network and checks its CAIP-2 id', () => {
    const chain = {
      id: 4242,
      caipNetworkId: 'eip155:4242' as const,
      chainNamespace: 'eip155' as const,
      name: 'My Chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.my-chain.example'] } },
    }
    expect(defineChain(chain)).toMatchObject({
      id: 4242,
      caipNetworkId: 'eip155:4242',
      chainNamespace: 'eip155',
    })
    expect(() => defineChain({ ...chain, caipNetworkId: 'eip155:1' })).toThrow(ValidationError)
    expect(() => defineChain({ ...chain, rpcUrls: { default: { http: ['javascript:alert(1)'] } } })).toThrow(
      'rpcUrls.default.http[0]',
    )
    expect(() =>
      defineChain({ ...chain, chainNamespace: 'tron' as never, caipNetworkId: 'tron:4242' }),
    ).toThrow('chainNamespace')
  })

  it('defineChain makes a network of another namespace', () => {
    const network = defineChain({
      id: 'portico-local',
      caipNetworkId: 'solana:portico-local',
      chainNamespace: 'solana',
      name: 'Local',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    })
    expect(network).toEqual({
      id: 'portico-local',
      name: 'Local',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      chainNamespace: 'solana',
      caipNetworkId: 'solana:portico-local',
    })
    expect(() =>
      defineChain({ ...network, rpcUrls: { default: { http: ['file:///etc/passwd'] } } } as never),
    ).toThrow('rpcUrls.default.http[0]')
  })
})
