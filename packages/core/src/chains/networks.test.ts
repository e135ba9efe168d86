import { defineChain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/errors.js'
import * as coreNetworks from '../networks.js'
import * as networks from './index.js'
import { type CaipNetwork, fromViemChain } from './index.js'

const byName = networks as unknown as Record<string, CaipNetwork | undefined>
const viemEntries = Object.entries(viemChains).filter(
  ([, chain]) => typeof chain === 'object' && chain !== null && 'id' in chain,
)

describe('@portico/core/networks', () => {
  it('lists every chain of viem/chains under its viem name, as fromViemChain converts it', () => {
    expect(viemEntries.length).toBeGreaterThan(500)
    for (const [name, chain] of viemEntries) {
      const network = byName[name]
      if (name === 'mainnet' || name === 'anvil') {
        expect(network?.caipNetworkId).toBe(`eip155:${chain.id}`)
        continue
      }
      expect(network, name).toEqual({ ...fromViemChain(chain), network: name })
    }
  })

  it("re-exports core's own mainnet and anvil rather than second copies", () => {
    expect(networks.mainnet).toBe(coreNetworks.mainnet)
    expect(networks.anvil).toBe(coreNetworks.anvil)
  })

  it("D-02: re-exports core's Solana mainnet, devnet and testnet and Bitcoin mainnet and testnet", () => {
    expect(networks.solana).toBe(coreNetworks.solana)
    expect(networks.solanaDevnet).toBe(coreNetworks.solanaDevnet)
    expect(networks.solanaTestnet).toBe(coreNetworks.solanaTestnet)
    expect(networks.bitcoin).toBe(coreNetworks.bitcoin)
    expect(networks.bitcoinTestnet).toBe(coreNetworks.bitcoinTestnet)
  })

  it('gives the chains an app on Base, Optimism and Arbitrum names their CAIP-2 ids', () => {
    expect(networks.base).toMatchObject({ id: 8453, name: 'Base', caipNetworkId: 'eip155:8453' })
    expect(networks.optimism.caipNetworkId).toBe('eip155:10')
    expect(networks.arbitrum.caipNetworkId).toBe('eip155:42161')
    expect(networks.polygon.nativeCurrency.decimals).toBe(18)
    expect(networks.baseSepolia.testnet).toBe(true)
  })
})

describe('fromViemChain', () => {
  const chain = defineChain({
    id: 4242,
    name: 'Private Chain',
    nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'], webSocket: ['wss://rpc.example'] } },
    blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
    testnet: true,
  })

  it('converts a chain viem does not list', () => {
    expect(fromViemChain(chain)).toEqual({
      id: 4242,
      name: 'Private Chain',
      nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example'], webSocket: ['wss://rpc.example'] } },
      blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
      testnet: true,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:4242',
    })
  })

  it('refuses a chain that is not a valid EVM chain, naming the field', () => {
    const bad: [string, unknown][] = [
      ['id must be a positive integer', { ...chain, id: 0 }],
      ['id must be a positive integer', { ...chain, id: '1' }],
      ['name must be a non-empty string', { ...chain, name: ' ' }],
      ['nativeCurrency.decimals', { ...chain, nativeCurrency: { name: 'X', symbol: 'X', decimals: -1 } }],
      ['nativeCurrency must be', { ...chain, nativeCurrency: undefined }],
      [
        'rpcUrls.default.http[0] must be a https: or http: URL',
        { ...chain, rpcUrls: { default: { http: ['javascript:alert(1)'] } } },
      ],
      [
        'rpcUrls.default.webSocket[0]',
        { ...chain, rpcUrls: { default: { http: [], webSocket: ['ftp://x'] } } },
      ],
      ['rpcUrls.default must be', { ...chain, rpcUrls: {} }],
      [
        'blockExplorers.default.url',
        { ...chain, blockExplorers: { default: { name: 'E', url: 'data:text/html,x' } } },
      ],
      ['testnet must be a boolean', { ...chain, testnet: 'yes' }],
      ['expected a viem Chain object', null],
    ]
    for (const [message, input] of bad) {
      expect(() => fromViemChain(input as never), message).toThrow(ValidationError)
      expect(() => fromViemChain(input as never), message).toThrow(message)
    }
  })
})
