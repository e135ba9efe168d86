import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectFirst } from '../testing/connectStub.js'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { useWalletInfo } from './useWalletInfo.js'

describe('useWalletInfo', () => {
  it("the connected wallet's name, undefined while disconnected", async () => {
    const portico = makePortico()
    const { result } = renderHook(() => useWalletInfo(), { wrapper: providerOf(portico) })
    expect(result.current).toBeUndefined()
    await act(() => connectFirst(portico))
    expect(result.current?.name).toBe('MetaMask')
    await act(() => portico.disconnect())
    expect(result.current).toBeUndefined()
  })
})
