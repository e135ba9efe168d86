import { anvil, anvilB } from '@portico/core'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { announced, makePortico, stubAdapter, TEST_ADDRESS } from '../testing/modalHarness.js'
import { usePorticoConnection } from './usePorticoConnection.js'

describe('usePorticoConnection (headless)', () => {
  it('E-03 disconnected at first, on the first network', () => {
    const portico = makePortico({ networks: [anvil, anvilB] })
    const { result } = renderHook(() => usePorticoConnection(), { wrapper: providerOf(portico) })
    expect(result.current).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: undefined,
      caipAddress: undefined,
      namespace: 'eip155',
      chainId: anvil.id,
      connector: undefined,
      connectorId: undefined,
    })
    expect(result.current.chain?.caipNetworkId).toBe(anvil.caipNetworkId)
  })

  it('follows a connect, a chain change from the wallet and a disconnect', async () => {
    const adapter = stubAdapter('eip155', [announced()])
    const portico = makePortico({ networks: [anvil, anvilB], adapters: [adapter] })
    const { result } = renderHook(() => usePorticoConnection(), { wrapper: providerOf(portico) })
    const [metamask] = portico.stores.connectors.getState().connectors
    if (!metamask) throw new Error('no connector')
    await act(() => portico.connectExternal(metamask))
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: TEST_ADDRESS,
      caipAddress: `eip155:${anvil.id}:${TEST_ADDRESS}`,
      connectorId: 'io.metamask',
    })
    expect(result.current.connector?.name).toBe('MetaMask')
    expect(result.current.walletInfo?.name).toBe('MetaMask')

    act(() => adapter.emit('chainChanged', { connectorId: 'io.metamask', chainId: anvilB.id }))
    expect(result.current.chainId).toBe(anvilB.id)

    await act(() => portico.disconnect())
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined })
  })
})
