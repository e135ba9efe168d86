import { SNACKBAR_HIDE_MS } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { byTestId, makePortico, waitForTestId } from '../testing/modalHarness.js'

/** Waits for React (real scheduling) without moving the faked clock, as `vi.waitFor` would. */
async function untilRendered(testId: string, present = true): Promise<HTMLElement> {
  for (let i = 0; i < 100 && !!byTestId(testId) !== present; i++) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  expect(!!byTestId(testId)).toBe(present)
  return byTestId(testId) as HTMLElement
}

describe('notifications', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('S-49 an error snackbar hides itself after 2500 ms without user action', async () => {
    const portico = makePortico()
    portico.open()
    await waitForTestId('view-Connect')
    // Only the timers of the hide delay are faked; React's own scheduling stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    portico.notifications.showError('Token Balance Unavailable')
    const snackbar = await untilRendered('snackbar')
    expect(snackbar.textContent).toBe('Token Balance Unavailable')
    expect(snackbar.dataset.variant).toBe('error')
    await vi.advanceTimersByTimeAsync(SNACKBAR_HIDE_MS - 1)
    expect(byTestId('snackbar')).toBeTruthy()
    await vi.advanceTimersByTimeAsync(1)
    await untilRendered('snackbar', false)
    expect(SNACKBAR_HIDE_MS).toBe(2500)
  })

  it('S-49 a newer alert replaces the older one', async () => {
    const portico = makePortico()
    portico.open()
    await waitForTestId('view-Connect')
    portico.notifications.showAlert('Project ID Not Configured')
    await vi.waitFor(() => expect(byTestId('alert')?.textContent).toBe('Project ID Not Configured'))
    portico.notifications.showAlert('Invalid App Configuration')
    await vi.waitFor(() => expect(byTestId('alert')?.textContent).toBe('Invalid App Configuration'))
    expect(byTestId('modal')?.querySelectorAll('[data-testid="alert"]')).toHaveLength(1)
  })
})
