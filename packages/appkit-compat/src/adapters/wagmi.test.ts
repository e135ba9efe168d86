import { anvil, anvilB, solana, ValidationError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { getClient, getConnection, reconnect } from 'wagmi/actions'
import { connectFirst, createTestAppKit, stubAppKitAdapter, TEST_ADDRESS } from '../testing/appKitHarness.js'
import { WagmiAdapter } from './wagmi.js'

const withProvider = () => {
  const adapter = stubAppKitAdapter()
  // wagmi talks to the wallet through its EIP-1193 provider: the stand-in adapter hands one out.
  Object.assign(adapter.porticoAdapter, {
    getProvider: () => ({
      request: async ({ method }: { method: string }) =>
        method === 'eth_chainId' ? '0x7a69' : method === 'eth_accounts' ? [TEST_ADDRESS] : null,
      on: () => {},
      removeListener: () => {},
    }),
  })
  return adapter
}

describe('WagmiAdapter', () => {
  it("builds a wagmi config of the EVM networks, Portico's connector first, reading through the gateway", () => {
    const adapter = new WagmiAdapter({
      networks: [anvil, anvilB, solana],
      projectId: 'my-project',
      gatewayUrl: 'https://gateway.example',
    })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.wagmiConfig.connectors[0]?.id).toBe('portico')
    const url = new URL(getClient(adapter.wagmiConfig, { chainId: 31338 })?.transport.url as string)
    expect(url.origin + url.pathname).toBe('https://gateway.example/v1/')
    expect(url.searchParams.get('projectId')).toBe('my-project')
    expect(url.searchParams.get('chainId')).toBe('eip155:31338')
    expect(adapter.gatewayUrl).toBe('https://gateway.example')
  })

  it('refuses a network list with no EVM network', () => {
    expect(() => new WagmiAdapter({ networks: [solana], projectId: 'p' })).toThrow(ValidationError)
  })

  it('follows the connection made in the Portico dialog once createAppKit bound it', async () => {
    const adapter = new WagmiAdapter({ networks: [anvil], projectId: 'portico-dev' })
    const config = adapter.wagmiConfig
    // wagmi's reconnect on mount waits for the binding instead of failing.
    const reconnecting = reconnect(config)
    const appKit = createTestAppKit({ adapters: [withProvider()] })
    adapter.bind(appKit.portico)
    await reconnecting
    expect(getConnection(config).status).toBe('disconnected')
    await connectFirst(appKit)
    await expect.poll(() => getConnection(config).address, { timeout: 10_000 }).toBe(TEST_ADDRESS)
    expect(getConnection(config).chainId).toBe(31337)
    await appKit.disconnect()
    await expect.poll(() => getConnection(config).status, { timeout: 10_000 }).toBe('disconnected')
  })

  it('is bound by createAppKit: wagmi reconnects once the app created AppKit', async () => {
    const adapter = new WagmiAdapter({ networks: [anvil], projectId: 'portico-dev' })
    createTestAppKit({ adapters: [adapter] })
    await reconnect(adapter.wagmiConfig)
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })
})
