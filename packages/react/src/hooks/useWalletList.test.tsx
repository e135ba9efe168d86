import { WALLETS_PAGE_SIZE } from '@portico/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { registryFetch } from '../testing/registryFetch.js'
import { useWalletList } from './useWalletList.js'

const WAIT = { timeout: 5_000 }

describe('useWalletList (headless)', () => {
  it('C-15 loads the first page of 40 on mount and pages on until the gateway count is reached', async () => {
    const gateway = registryFetch(90)
    const portico = makePortico({}, { fetch: gateway.fetch })
    const { result } = renderHook(() => useWalletList(), { wrapper: providerOf(portico) })
    await waitFor(() => expect(result.current.wallets).toHaveLength(WALLETS_PAGE_SIZE), WAIT)
    expect(result.current.count).toBe(90)
    expect(result.current.hasMore).toBe(true)
    expect(result.current.wallets.map((w) => w.id).slice(0, 2)).toEqual(['wallet-0', 'wallet-1'])

    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.wallets).toHaveLength(90)
    expect(result.current.hasMore).toBe(false)
    expect(gateway.calls().map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3'])
    // Nothing left: no further request.
    await act(() => result.current.loadMore())
    expect(gateway.calls()).toHaveLength(3)
  })

  it('C-17 setQuery searches after the debounce; clearing it shows the paged list again', async () => {
    const gateway = registryFetch(90)
    const portico = makePortico({}, { fetch: gateway.fetch })
    const { result } = renderHook(() => useWalletList(), { wrapper: providerOf(portico) })
    await waitFor(() => expect(result.current.wallets).toHaveLength(WALLETS_PAGE_SIZE), WAIT)

    act(() => result.current.setQuery('meta'))
    expect(result.current.query).toBe('meta')
    await waitFor(() => expect(result.current.wallets).toHaveLength(9), WAIT)
    expect(result.current.wallets.every((w) => w.name.startsWith('Meta Wallet'))).toBe(true)
    expect(result.current.hasMore).toBe(false)
    expect(gateway.calls().at(-1)?.searchParams.get('search')).toBe('meta')

    act(() => result.current.setQuery(''))
    await waitFor(() => expect(result.current.wallets).toHaveLength(WALLETS_PAGE_SIZE), WAIT)
    expect(result.current.hasMore).toBe(true)
  })

  it('a failed page sets error; retry asks again and clears it', async () => {
    const gateway = registryFetch(10)
    let down = true
    const flaky: typeof fetch = async (input, init) =>
      down ? new Response('down', { status: 500 }) : gateway.fetch(input, init)
    const portico = makePortico({}, { fetch: flaky })
    const { result } = renderHook(() => useWalletList(), { wrapper: providerOf(portico) })
    await waitFor(() => expect(result.current.error).toBeTruthy(), WAIT)
    expect(result.current.wallets).toEqual([])

    down = false
    await act(() => result.current.retry())
    expect(result.current.error).toBeUndefined()
    expect(result.current.wallets).toHaveLength(10)
    expect(result.current.walletImage(result.current.wallets[0] ?? gateway.all[0]!)).toContain('wallet-0')
  })
})
