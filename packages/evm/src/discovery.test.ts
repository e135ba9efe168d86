import { TEST_WALLET_ICON, TEST_WALLET_NAME, TEST_WALLET_RDNS } from '@portico/test-wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INJECTED_CONNECTOR_ID, INJECTED_CONNECTOR_NAME } from './constants.js'
import { createEvmAdapter } from './createEvmAdapter.js'
import { announcedTestWallet, contextFor } from './testing/fixtures.js'

// No chain is needed here: these tests only look at connectors, so the wallet's RPC URL is never called.
const chains = { 31337: 'http://127.0.0.1:9' }
let cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups) cleanup()
  cleanups = []
  delete (window as { ethereum?: unknown }).ethereum
  vi.restoreAllMocks()
})

function adapterWith(options?: Parameters<typeof createEvmAdapter>[0]) {
  const adapter = createEvmAdapter(options)
  cleanups.push(() => adapter.destroy())
  return adapter
}

describe('connectors', () => {
  it('A-02 an EIP-6963 wallet announced before setup becomes an ANNOUNCED connector with id = rdns', () => {
    const { wallet, stop } = announcedTestWallet({ chains })
    cleanups.push(stop)
    const adapter = adapterWith({ injected: false })
    adapter.setup(contextFor([]))
    expect(adapter.getConnectors()).toEqual([
      {
        id: TEST_WALLET_RDNS,
        type: 'ANNOUNCED',
        name: TEST_WALLET_NAME,
        chain: 'eip155',
        imageUrl: TEST_WALLET_ICON,
        info: { name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS, icon: TEST_WALLET_ICON },
        provider: wallet,
      },
    ])
  })

  it('emits connectors as announcements arrive after setup; a re-announcement replaces, not duplicates', () => {
    const adapter = adapterWith({ injected: false })
    const lists: string[][] = []
    adapter.on('connectors', (connectors) => lists.push(connectors.map((c) => c.id)))
    adapter.setup(contextFor([]))
    const { stop } = announcedTestWallet({ chains })
    cleanups.push(stop)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(lists).toEqual([[], [TEST_WALLET_RDNS], [TEST_WALLET_RDNS]])
  })

  it('ignores malformed announcements and drops icons that are not data:image URIs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const adapter = adapterWith({ injected: false })
    adapter.setup(contextFor([]))
    const provider = { request: async () => null }
    const announce = (detail: unknown) =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    announce({ info: { uuid: 'u1', name: 'No provider', icon: '', rdns: 'a.b' } })
    announce({ info: { uuid: '', name: 'No uuid', icon: '', rdns: 'a.c' }, provider })
    announce(null)
    announce({
      info: { uuid: 'u2', name: 'Remote icon', icon: 'https://evil.example/x.png', rdns: 'a.d' },
      provider,
    })
    expect(warn).toHaveBeenCalledTimes(3)
    const [connector] = adapter.getConnectors()
    expect(adapter.getConnectors()).toHaveLength(1)
    expect(connector).toMatchObject({ id: 'a.d', name: 'Remote icon', info: { rdns: 'a.d' } })
    expect(connector?.imageUrl).toBeUndefined()
    expect(connector?.info?.icon).toBeUndefined()
  })

  it('C-10 lists the injected "Browser Wallet" connector, with provider only when window.ethereum exists', () => {
    const bare = adapterWith({ eip6963: false })
    bare.setup(contextFor([]))
    expect(bare.getConnectors()).toEqual([
      { id: INJECTED_CONNECTOR_ID, type: 'INJECTED', name: INJECTED_CONNECTOR_NAME, chain: 'eip155' },
    ])
    const ethereum = { request: async () => ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }
    ;(window as { ethereum?: unknown }).ethereum = ethereum
    const withWallet = adapterWith({ eip6963: false })
    withWallet.setup(contextFor([]))
    expect(withWallet.getConnectors()[0]?.provider).toBe(ethereum)
  })

  it('connecting the injected connector without window.ethereum fails with a clear error', async () => {
    const adapter = adapterWith({ eip6963: false })
    adapter.setup(contextFor([]))
    await expect(adapter.connect({ connectorId: INJECTED_CONNECTOR_ID })).rejects.toThrow(
      /Browser Wallet is not available in this browser/,
    )
  })

  it('addConnector accepts a connector that carries its own EIP-1193 provider and validates it', () => {
    const adapter = adapterWith({ injected: false, eip6963: false })
    adapter.setup(contextFor([]))
    const seen: number[] = []
    adapter.on('connectors', (connectors) => seen.push(connectors.length))
    const provider = { request: async () => null }
    adapter.addConnector!({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
      provider,
    })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['walletConnect'])
    expect(seen).toEqual([1])
    expect(() =>
      adapter.addConnector!({ id: 'x', type: 'EXTERNAL', name: 'X', chain: 'eip155', provider: {} as never }),
    ).toThrow(/provider.request must be a function/)
  })
})
