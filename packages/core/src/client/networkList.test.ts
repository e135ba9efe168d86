import { describe, expect, it } from 'vitest'
import {
  evmNetwork,
  injectedConnector,
  offlineFetch,
  scriptedAdapter,
  solanaNetwork,
} from '../testing/fixtures.js'
import { createPorticoClient } from './createPorticoClient.js'

const setup = () => {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const sol = scriptedAdapter('solana', [
    injectedConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' }),
  ])
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork],
      adapters: [evm.adapter, sol.adapter],
    },
    { fetch: offlineFetch, isMobile: () => false },
  )
  return { client, evm, chains: () => client.stores.chains.getState() }
}

describe('networks and adapters at runtime', () => {
  it('D-14 removing the active adapter falls back to the first network of another chain', async () => {
    const { client, evm, chains } = setup()
    await client.connectExternal(injectedConnector())
    await client.removeAdapter('eip155')
    expect(chains().activeCaipNetwork?.caipNetworkId).toBe(solanaNetwork.caipNetworkId)
    expect(chains().activeChain).toBe('solana')
    expect(evm.calls.some((c) => c.method === 'disconnect')).toBe(true)
    expect(client.stores.connectors.getState().connectors.map((c) => c.id)).toEqual(['phantom'])
    expect(chains().noAdapters).toBe(false)
    // The removed adapter's events no longer reach the client.
    evm.emit('chainChanged', { connectorId: 'io.metamask', chainId: 999 })
    expect(chains().activeChain).toBe('solana')
  })

  it('D-15 removing the last network of a namespace turns its connectors off; adding one turns them on', () => {
    const { client, chains } = setup()
    client.removeNetwork('solana', solanaNetwork.caipNetworkId)
    expect(client.stores.connectors.getState().disabledNamespaces).toEqual(['solana'])
    expect(chains().caipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    client.addNetwork('solana', solanaNetwork)
    client.addNetwork('solana', solanaNetwork)
    expect(client.stores.connectors.getState().disabledNamespaces).toEqual([])
    expect(chains().chains.solana?.networkState.requestedCaipNetworks).toHaveLength(1)
  })

  it('D-15 removing the active network switches to the first network left in its namespace', () => {
    const { client, chains } = setup()
    client.removeNetwork('eip155', 'eip155:31337')
    expect(chains().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(chains().chains.eip155?.networkState.requestedCaipNetworks.map((n) => n.id)).toEqual([31338])
  })

  it('D-15 a network of another namespace, or a bad id, is refused', () => {
    const { client } = setup()
    expect(() => client.addNetwork('solana', evmNetwork(5))).toThrow('Invalid network')
    expect(() => client.addNetwork('eip155', { ...evmNetwork(5), caipNetworkId: 'eip155' as never })).toThrow(
      'Invalid network id',
    )
  })
})
