import { anvil } from '@portico/core'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { usePorticoState } from './usePorticoState.js'

describe('usePorticoState', () => {
  it('A-01 { open, loading, selectedNetworkId, activeChain } follows the dialog', () => {
    const portico = makePortico()
    const { result } = renderHook(() => usePorticoState(), { wrapper: providerOf(portico) })
    expect(result.current).toMatchObject({
      open: false,
      selectedNetworkId: anvil.caipNetworkId,
      activeChain: 'eip155',
    })
    expect(typeof result.current.loading).toBe('boolean')
    act(() => portico.open())
    expect(result.current.open).toBe(true)
    act(() => portico.close())
    expect(result.current.open).toBe(false)
  })
})
