import { anvil } from '@portico/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectFirst } from '../testing/connectStub.js'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico, TEST_ADDRESS } from '../testing/modalHarness.js'
import { usePorticoAccount } from './usePorticoAccount.js'

describe('usePorticoAccount', () => {
  it('E-03 disconnected, then the address, CAIP address, status, balance and wallet after a connect', async () => {
    const portico = makePortico()
    const { result } = renderHook(() => usePorticoAccount(), { wrapper: providerOf(portico) })
    expect(result.current).toMatchObject({ isConnected: false, address: undefined, status: 'disconnected' })
    await act(() => connectFirst(portico))
    expect(result.current).toMatchObject({
      isConnected: true,
      address: TEST_ADDRESS,
      caipAddress: `eip155:${anvil.id}:${TEST_ADDRESS}`,
      status: 'connected',
    })
    expect(result.current.walletInfo?.name).toBe('MetaMask')
    // E-14: the stub adapter's balance arrives after the connect.
    await waitFor(() => expect(result.current.balance).toBe('1.5'))
    expect(result.current.balanceSymbol).toBe('ETH')
  })
})
