import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { usePortico } from './usePortico.js'

describe('usePortico', () => {
  it('A-01 open({ view }) opens the dialog at that view; close() closes it', () => {
    const portico = makePortico()
    const { result } = renderHook(() => usePortico(), { wrapper: providerOf(portico) })
    act(() => result.current.open({ view: 'AllWallets' }))
    expect(portico.getState().open).toBe(true)
    expect(portico.stores.router.getState().view).toBe('AllWallets')
    act(() => result.current.close())
    expect(portico.getState().open).toBe(false)
  })

  it('keeps the same functions across renders (safe in effect dependencies)', () => {
    const portico = makePortico()
    const { result, rerender } = renderHook(() => usePortico(), { wrapper: providerOf(portico) })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
