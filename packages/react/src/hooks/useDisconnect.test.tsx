import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectFirst } from '../testing/connectStub.js'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { useDisconnect } from './useDisconnect.js'
import { usePorticoAccount } from './usePorticoAccount.js'

describe('useDisconnect', () => {
  it('E-07 disconnect() ends the connection; the account reads disconnected', async () => {
    const portico = makePortico()
    const { result } = renderHook(() => ({ ...useDisconnect(), account: usePorticoAccount() }), {
      wrapper: providerOf(portico),
    })
    await act(() => connectFirst(portico))
    expect(result.current.account.isConnected).toBe(true)
    await act(() => result.current.disconnect())
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(portico.getConnectorId('eip155')).toBeUndefined()
  })
})
