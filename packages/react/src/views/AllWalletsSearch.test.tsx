import { SEARCH_DEBOUNCE_MS } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { byTestId, makePortico, waitForTestId } from '../testing/modalHarness.js'

/** Lets React render and run effects (real scheduling) without moving the faked clock. */
async function flushReact() {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
}

/** Types into a React-controlled input the way a keystroke does. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('All Wallets search', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('T-11 C-17 three keystrokes within 400 ms search once, 500 ms after the last one', async () => {
    const portico = makePortico()
    portico.open({ view: 'AllWallets' })
    const input = (await waitForTestId('wallet-search')) as HTMLInputElement
    const search = vi.spyOn(portico.wallets, 'search').mockResolvedValue(undefined)
    // Only the debounce timers are faked; React's own scheduling stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    type(input, 'm')
    await flushReact()
    await vi.advanceTimersByTimeAsync(200)
    type(input, 'me')
    await flushReact()
    await vi.advanceTimersByTimeAsync(200)
    type(input, 'met')
    await flushReact()
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1)
    expect(search).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(search).toHaveBeenCalledExactlyOnceWith('met')
    expect(SEARCH_DEBOUNCE_MS).toBe(500)
    expect(byTestId('wallet-search')).toBe(input)
  })
})
