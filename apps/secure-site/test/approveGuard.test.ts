// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissApprovals, showApproval } from '../src/frame/approvalScreen.js'
import { APPROVE_VISIBLE_DELAY_MS, guardApprove } from '../src/frame/approveGuard.js'
import { fakeVisibilityPage, VISIBLE } from './fakeVisibility.js'

// Issue 25 item 3 (clickjacking): no requirement ID covers it. The browser's part (IntersectionObserver v2 in
// Chromium) is played by a fake observer; the timing logic is what these tests prove.
const confirmButton = () => document.querySelector<HTMLButtonElement>('[data-testid="approve-confirm"]')
const pointer = (type: string, screen: number, client: number) =>
  window.dispatchEvent(
    new MouseEvent(type, {
      screenX: screen,
      screenY: screen,
      clientX: client,
      clientY: client,
      bubbles: true,
    }),
  )

/** Shows a personal_sign approval and waits until its guard watches the frame (its details load on demand). */
async function showGuarded(page: ReturnType<typeof fakeVisibilityPage>) {
  const shown = showApproval(document, { method: 'personal_sign', params: ['0x68'] }, { guardEnv: page.env })
  await vi.waitFor(() => expect(page.observers).toHaveLength(1), { timeout: 15_000 })
  return { shown }
}

describe('the approval screen against clickjacking (issue 25 item 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    dismissApprovals()
    vi.useRealTimers()
  })

  it('Approve is disabled and not focused when shown; enabled once the frame was fully visible for the delay', async () => {
    const page = fakeVisibilityPage()
    const shown = showApproval(
      document,
      { method: 'personal_sign', params: ['0x68'] },
      { guardEnv: page.env },
    )
    expect(confirmButton()?.disabled).toBe(true)
    expect(document.activeElement).not.toBe(confirmButton())
    expect(document.activeElement?.getAttribute('data-testid')).toBe('approve-reject')
    await vi.waitFor(() => expect(page.observers).toHaveLength(1), { timeout: 15_000 })
    // The observer is asked for v2's visibility, on the box over the whole frame.
    expect(page.observers[0]?.options).toMatchObject({ trackVisibility: true, threshold: [0, 1] })
    expect(page.observers[0]?.targets[0]?.getAttribute('data-testid')).toBe('approve-visibility')
    page.report(VISIBLE)
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS - 1)
    expect(confirmButton()?.disabled).toBe(true)
    confirmButton()?.click()
    vi.advanceTimersByTime(1)
    expect(confirmButton()?.disabled).toBe(false)
    confirmButton()?.click()
    expect(await shown).toBe(true)
    // The guard is gone with the screen.
    expect(page.observers).toHaveLength(0)
  })

  it('a click while the frame is transparent or covered (isVisible false) is refused, however long it waits', async () => {
    const page = fakeVisibilityPage()
    const shown = showApproval(
      document,
      { method: 'personal_sign', params: ['0x68'] },
      { guardEnv: page.env },
    )
    page.report({ ...VISIBLE, isVisible: false })
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS * 10)
    confirmButton()?.click()
    expect(confirmButton()?.disabled).toBe(true)
    // Uncovered, then covered again before the delay ran out: still disabled.
    page.report(VISIBLE)
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS - 100)
    page.report({ ...VISIBLE, isVisible: false })
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS)
    confirmButton()?.click()
    expect(confirmButton()?.disabled).toBe(true)
    document.querySelector<HTMLButtonElement>('[data-testid="approve-reject"]')?.click()
    expect(await shown).toBe(false)
  })

  it('a partly visible frame (ratio under 1) does not count as visible', async () => {
    const page = fakeVisibilityPage()
    await showGuarded(page)
    page.report({ intersectionRatio: 0.9, isIntersecting: true, isVisible: true })
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS * 2)
    expect(confirmButton()?.disabled).toBe(true)
  })

  it('a change of geometry or opacity (a new observer notice) or a resize disables Approve and restarts the delay', async () => {
    const page = fakeVisibilityPage()
    await showGuarded(page)
    page.report(VISIBLE)
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS)
    expect(confirmButton()?.disabled).toBe(false)
    // The app changed the frame's opacity and back: the observer reports it visible again, the delay restarts.
    page.report(VISIBLE)
    expect(confirmButton()?.disabled).toBe(true)
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS - 1)
    expect(confirmButton()?.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(confirmButton()?.disabled).toBe(false)
    window.dispatchEvent(new Event('resize'))
    expect(confirmButton()?.disabled).toBe(true)
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS)
    expect(confirmButton()?.disabled).toBe(false)
  })

  it('a move of the frame on screen, seen between pointer events, disables Approve before the click lands', async () => {
    const page = fakeVisibilityPage()
    const { shown } = await showGuarded(page)
    page.report(VISIBLE)
    pointer('pointermove', 300, 100)
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS)
    // The pointer moves within the frame: same origin, nothing restarts.
    pointer('pointermove', 310, 110)
    expect(confirmButton()?.disabled).toBe(false)
    // The app moved the frame under the cursor just before the press: the frame's screen origin changed.
    pointer('pointerdown', 310, 60)
    expect(confirmButton()?.disabled).toBe(true)
    confirmButton()?.click()
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS)
    expect(confirmButton()?.disabled).toBe(false)
    confirmButton()?.click()
    expect(await shown).toBe(true)
  })

  it('without IntersectionObserver v2 a full intersection of a visible page counts; a hidden page does not', async () => {
    const page = fakeVisibilityPage()
    await showGuarded(page)
    page.report({ intersectionRatio: 1, isIntersecting: true })
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS)
    expect(confirmButton()?.disabled).toBe(false)
    const hidden = fakeVisibilityPage()
    const button = document.createElement('button')
    const guard = guardApprove(button, document.body, {
      ...hidden.env,
      document: { visibilityState: 'hidden' },
    })
    hidden.report({ intersectionRatio: 1, isIntersecting: true })
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS * 2)
    expect(button.disabled).toBe(true)
    expect(guard.ready()).toBe(false)
    guard.stop()
  })

  it('without any IntersectionObserver Approve stays disabled: the screen cannot tell it is seen', () => {
    const page = fakeVisibilityPage()
    const button = document.createElement('button')
    const guard = guardApprove(button, document.body, { ...page.env, IntersectionObserver: undefined })
    vi.advanceTimersByTime(APPROVE_VISIBLE_DELAY_MS * 4)
    expect(button.disabled).toBe(true)
    guard.stop()
  })
})
