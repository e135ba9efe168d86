import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { usePorticoEvents } from './usePorticoEvents.js'

describe('usePorticoEvents', () => {
  it('the last event the modal emitted, with its timestamp (the useAppKitEvents shape)', () => {
    const portico = makePortico()
    const { result } = renderHook(() => usePorticoEvents(), { wrapper: providerOf(portico) })
    expect(result.current).toBeUndefined()
    act(() => portico.open())
    expect(result.current?.type).toBe('MODAL_OPEN')
    expect(result.current?.timestamp).toBeGreaterThan(0)
    act(() => portico.close())
    expect(result.current?.type).toBe('MODAL_CLOSE')
  })
})
