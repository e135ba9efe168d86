import { anvil, anvilB } from '@portico/core'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectFirst } from '../testing/connectStub.js'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { usePorticoNetwork } from './usePorticoNetwork.js'

describe('usePorticoNetwork', () => {
  it('D-04 the active network, and switchNetwork moves the connected wallet to another', async () => {
    const portico = makePortico({ networks: [anvil, anvilB] })
    const { result } = renderHook(() => usePorticoNetwork(), { wrapper: providerOf(portico) })
    expect(result.current).toMatchObject({ caipNetworkId: anvil.caipNetworkId, chainId: anvil.id })
    await act(() => connectFirst(portico))
    await act(() => result.current.switchNetwork(anvilB))
    expect(result.current).toMatchObject({ caipNetworkId: anvilB.caipNetworkId, chainId: anvilB.id })
    expect(result.current.caipNetwork?.name).toBe(anvilB.name)
  })
})
