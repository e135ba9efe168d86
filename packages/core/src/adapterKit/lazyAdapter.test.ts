import { describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { injectedConnector, offlineFetch, scriptedAdapter, solanaNetwork } from '../testing/fixtures.js'
import type { WalletConnectConnector } from '../types/walletconnect.js'
import { lazyAdapter } from './lazyAdapter.js'

// The loaded adapter is core's scripted adapter (it stands in for a wallet; the real Solana and Bitcoin
// adapters are tested in their packages and in e2e/multichain.e2e.ts).
const phantom = injectedConnector({ id: 'Phantom', name: 'Phantom', chain: 'solana', info: {} })

describe('lazyAdapter (adapters loaded on demand)', () => {
  it('loads nothing until the dialog opens; then its connectors reach the Connect list', async () => {
    const scripted = scriptedAdapter('solana', [phantom])
    const loader = vi.fn(async () => scripted.adapter)
    const client = createPorticoClient(
      {
        projectId: 'portico-dev',
        networks: [solanaNetwork],
        adapters: [lazyAdapter('solana', loader)],
      },
      { fetch: offlineFetch },
    )
    await client.ready
    expect(loader).not.toHaveBeenCalled()
    expect(client.stores.connectors.getState().connectors).toEqual([])
    client.open()
    await vi.waitFor(() => expect(client.stores.connectors.getState().connectors).toEqual([phantom]))
    expect(loader).toHaveBeenCalledTimes(1)
    // setup ran on the loaded adapter with core's context.
    expect(scripted.calls.find((c) => c.method === 'setup')).toBeDefined()
    client.destroy()
  })

  it('a wallet call loads it and forwards; its events reach core; a missing optional method is Unsupported chain', async () => {
    const scripted = scriptedAdapter('solana', [phantom])
    const lazy = lazyAdapter('solana', async () => scripted.adapter)
    const client = createPorticoClient({
      projectId: 'portico-dev',
      networks: [solanaNetwork],
      adapters: [lazy],
    })
    await client.connectExternal(phantom)
    expect(client.stores.chains.getState().activeChain).toBe('solana')
    expect(scripted.calls.map((c) => c.method)).toContain('connect')
    await expect(
      lazy.transferToken?.({
        connectorId: 'Phantom',
        address: 'a',
        caipNetwork: solanaNetwork,
        tokenAddress: 'm',
        to: 'b',
        amount: 1n,
      }),
    ).rejects.toThrow('Unsupported chain')
    await expect(
      lazy.estimateSendFee?.({ address: 'a', caipNetwork: solanaNetwork, to: 'b', amount: 1n }),
    ).resolves.toBe(undefined)
    client.destroy()
  })

  it('O-01 a WalletConnect connector handed over before or after the load reaches the loaded adapter', async () => {
    const connector = { provider: { request: async () => null } } as unknown as WalletConnectConnector
    const received: unknown[] = []
    const early = scriptedAdapter('solana')
    early.adapter.addWalletConnect = (c) => void received.push(c)
    const before = lazyAdapter('solana', async () => early.adapter)
    before.addWalletConnect?.(connector)
    expect(received).toEqual([])
    await before.load()
    expect(received).toEqual([connector])

    const late = scriptedAdapter('solana')
    late.adapter.addWalletConnect = (c) => void received.push(c)
    const after = lazyAdapter('solana', async () => late.adapter)
    await after.load()
    after.addWalletConnect?.(connector)
    expect(received).toEqual([connector, connector])
  })

  it('refuses a loader that answers another namespace, clearly', async () => {
    const lazy = lazyAdapter('solana', async () => scriptedAdapter('bip122').adapter)
    await expect(lazy.load()).rejects.toThrow('The solana adapter loaded an adapter for bip122')
  })

  it('a failed fetch is tried again on the next use', async () => {
    const scripted = scriptedAdapter('solana', [phantom])
    let attempts = 0
    const lazy = lazyAdapter('solana', async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return scripted.adapter
    })
    await expect(lazy.load()).rejects.toThrow('Failed to fetch')
    await expect(lazy.load()).resolves.toBe(scripted.adapter)
    expect(attempts).toBe(2)
  })
})
