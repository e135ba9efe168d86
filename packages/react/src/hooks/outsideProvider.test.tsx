import { BaseError } from '@portico/core'
import { render, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { AccountButton } from '../components/AccountButton.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { ConnectButtonCustom } from '../components/ConnectButtonCustom.js'
import { NetworkButton } from '../components/NetworkButton.js'
import { MissingPorticoProviderError } from '../context.js'
import * as api from '../index.js'

// `useStoreSelector` reads the store it is given (the compat layers' building block) and needs no provider.
const hooks = Object.entries(api).filter(
  ([name, value]) => /^use[A-Z]/.test(name) && typeof value === 'function' && name !== 'useStoreSelector',
)

/** What a hook or component threw when rendered without a provider. */
function thrownBy(run: () => void): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('outside a PorticoProvider', () => {
  // React logs the error a render throws; the test expects the throw.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => vi.mocked(console.error).mockRestore())

  it('the package exports every hook this test covers', () => {
    expect(hooks.map(([name]) => name).sort()).toEqual([
      'useConnectWallet',
      'useDisconnect',
      'usePortico',
      'usePorticoAccount',
      'usePorticoConnection',
      'usePorticoEvents',
      'usePorticoNetwork',
      'usePorticoState',
      'usePorticoTheme',
      'useWalletConnectUri',
      'useWalletInfo',
      'useWalletList',
    ])
  })

  it('useStoreSelector reads the store it is given, with no provider', () => {
    const store = createStore(() => ({ count: 1, other: 'x' }))
    const { result } = renderHook(() => api.useStoreSelector(store, (s) => ({ count: s.count })))
    expect(result.current).toEqual({ count: 1 })
  })

  it.each(hooks)('%s throws MissingPorticoProviderError, a BaseError that says what to add', (_, hook) => {
    const error = thrownBy(() => renderHook(() => (hook as () => unknown)()))
    expect(error).toBeInstanceOf(MissingPorticoProviderError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as Error).message).toContain('Wrap the app in <PorticoProvider portico={portico}>')
  })

  it.each([
    ['ConnectButton', () => <ConnectButton />],
    ['AccountButton', () => <AccountButton />],
    ['NetworkButton', () => <NetworkButton />],
    ['ConnectButtonCustom', () => <ConnectButtonCustom>{() => null}</ConnectButtonCustom>],
  ])('%s throws MissingPorticoProviderError', (_, element) => {
    expect(thrownBy(() => render(element()))).toBeInstanceOf(MissingPorticoProviderError)
  })
})
