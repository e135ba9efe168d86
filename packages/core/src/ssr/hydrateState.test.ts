import { describe, expect, it } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { ADDRESS, evmNetwork, injectedConnector, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'
import { memoryStorage } from '../testing/memoryStorage.js'
import { hydratePorticoState, persistPorticoStateCookie, readPorticoSsrState } from './hydrateState.js'
import { parsePorticoStateCookie } from './stateCookie.js'

// The scripted adapter stands in for the wallet; the real browser path is e2e/nextSsr.e2e.ts.
function setup(storage = new Map<string, string>()) {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks: [evmNetwork(31337), evmNetwork(31338)], adapters: [evm.adapter] },
    { fetch: offlineFetch, isMobile: () => false, storage: memoryStorage(storage) },
  )
  return { client, evm, storage }
}

describe('hydrating a client from the state cookie (issue 16: server rendering)', () => {
  it('starts connected on the cookie network, synchronously, before any render', () => {
    const { client } = setup()
    hydratePorticoState(client, { caipNetworkId: 'eip155:31338', address: ADDRESS })
    const state = client.stores.chains.getState()
    expect(state.activeCaipAddress).toBe(`eip155:31338:${ADDRESS}`)
    expect(state.activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(state.chains.eip155?.accountState.address).toBe(ADDRESS)
    expect(readPorticoSsrState(client)).toEqual({ caipNetworkId: 'eip155:31338', address: ADDRESS })
  })

  it('clears the address once restoring is over when no wallet came back', async () => {
    const { client } = setup()
    hydratePorticoState(client, { caipNetworkId: 'eip155:31337', address: ADDRESS })
    await client.ready
    await Promise.resolve()
    expect(client.stores.chains.getState().activeCaipAddress).toBeUndefined()
    expect(client.stores.chains.getState().chains.eip155?.accountState.address).toBeUndefined()
    expect(readPorticoSsrState(client)).toEqual({ caipNetworkId: 'eip155:31337', address: undefined })
  })

  it('keeps the connection the wallet restored', async () => {
    const storage = new Map([['@portico/connections', JSON.stringify({ eip155: 'io.metamask' })]])
    const { client, evm } = setup(storage)
    evm.behaviour.reconnect = async () => ({
      connectorId: 'io.metamask',
      address: ADDRESS,
      chainId: 31337,
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
    })
    hydratePorticoState(client, { caipNetworkId: 'eip155:31337', address: ADDRESS })
    await client.ready
    await Promise.resolve()
    expect(client.stores.connections.getState().connectorIds.eip155).toBe('io.metamask')
    expect(client.stores.chains.getState().activeCaipAddress).toBe(`eip155:31337:${ADDRESS}`)
  })

  it('ignores a network the app did not configure and an address of another namespace', () => {
    const { client } = setup()
    hydratePorticoState(client, { caipNetworkId: 'eip155:1', address: ADDRESS })
    expect(client.stores.chains.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    hydratePorticoState(client, { caipNetworkId: 'eip155:31338', address: 'not-an-address' })
    expect(client.stores.chains.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(client.stores.chains.getState().activeCaipAddress).toBeUndefined()
  })

  it('the cookie follows connect, network switch and disconnect', async () => {
    const { client } = setup()
    const written: string[] = []
    const stop = persistPorticoStateCookie(client, (cookie) => written.push(cookie))
    await client.connectExternal(injectedConnector())
    await client.switchNetwork(evmNetwork(31338))
    await client.disconnect()
    stop()
    expect(written.map((cookie) => parsePorticoStateCookie(cookie))).toEqual([
      { caipNetworkId: 'eip155:31337', address: undefined },
      { caipNetworkId: 'eip155:31337', address: ADDRESS },
      { caipNetworkId: 'eip155:31338', address: ADDRESS },
      { caipNetworkId: 'eip155:31338', address: undefined },
    ])
  })
})
