import type { Browser, ElementHandle, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'
import { EMAIL_OPTIONS, loginWithEmail, requestThroughEmbeddedWallet, secureFrame } from './lib/emailLogin.js'

// Issue 25 item 3 (clickjacking), in Chromium against the running stack: the app's page is the attacker, it
// makes the secure site's frame transparent, covers it with a click-through layer, or moves it under the cursor.
// No requirement ID covers it. Each attack ends with a positive event: the request is rejected by a later
// approve-reject, which would be too late had the attacked click approved it.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The secure site's iframe element in the app's page. */
async function frameElement(frame: Frame): Promise<ElementHandle<HTMLIFrameElement>> {
  return (await frame.frameElement()) as ElementHandle<HTMLIFrameElement>
}

const approveEnabled = (frame: Frame) =>
  frame.getByTestId('approve-confirm').evaluate((button) => !(button as HTMLButtonElement).disabled)

/** Center of Approve in the page's coordinates. */
async function approveCenter(frame: Frame) {
  const box = await frame.getByTestId('approve-confirm').boundingBox()
  if (!box) throw new Error('Approve has no box')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Starts a personal_sign and waits for its approval screen with Approve enabled (the frame was seen). */
async function pendingSign(page: Page, address: string) {
  const signed = requestThroughEmbeddedWallet(page, 'personal_sign', ['0x6869', address])
  await expect.poll(() => currentView(page)).toBe('ApproveTransaction')
  const frame = await secureFrame(page)
  await frame.getByTestId('approve-confirm').waitFor()
  await expect.poll(() => approveEnabled(frame), { timeout: 20_000 }).toBe(true)
  return { signed, frame }
}

/** Rejects on the screen and checks that the attacked click had not approved the request. */
async function rejectAndExpectRejected(frame: Frame, signed: Promise<{ ok: boolean }>) {
  await frame.getByTestId('approve-reject').click()
  expect(await signed).toMatchObject({ ok: false })
}

describe('the approval screen against clickjacking (issue 25 item 3)', () => {
  it('Approve is disabled while the frame is transparent, covered or just moved, and a click then does nothing', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const address = await loginWithEmail(page, `e2e-click-${Date.now()}@example.com`)

    // Transparent: the app sets the iframe's opacity; Approve goes disabled, a forced click is refused.
    let { signed, frame } = await pendingSign(page, address)
    const iframe = await frameElement(frame)
    await iframe.evaluate((f) => {
      f.style.opacity = '0.1'
    })
    await expect.poll(() => approveEnabled(frame), { timeout: 20_000 }).toBe(false)
    const center = await approveCenter(frame)
    await page.mouse.click(center.x, center.y)
    await iframe.evaluate((f) => {
      f.style.opacity = ''
    })
    await expect.poll(() => approveEnabled(frame), { timeout: 20_000 }).toBe(true)
    await rejectAndExpectRejected(frame, signed)

    // Covered: a click-through layer over the frame (the classic decoy); the click reaches the frame, not Approve.
    ;({ signed, frame } = await pendingSign(page, address))
    await (await frameElement(frame)).evaluate((f) => {
      const cover = document.createElement('div')
      cover.id = 'decoy'
      Object.assign(cover.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        pointerEvents: 'none',
      })
      cover.textContent = 'Click here to win'
      f.after(cover)
    })
    await expect.poll(() => approveEnabled(frame), { timeout: 20_000 }).toBe(false)
    const covered = await approveCenter(frame)
    await page.mouse.click(covered.x, covered.y)
    await (await frameElement(frame)).evaluate((f) => f.parentNode?.querySelector('#decoy')?.remove())
    await expect.poll(() => approveEnabled(frame), { timeout: 20_000 }).toBe(true)
    await rejectAndExpectRejected(frame, signed)

    // Moved: the cursor rests on the screen, the app moves the frame so Approve lands under it and the user
    // clicks at once; the frame's new screen origin disables Approve before the click lands.
    ;({ signed, frame } = await pendingSign(page, address))
    const before = await approveCenter(frame)
    await page.mouse.move(before.x - 40, before.y)
    await page.mouse.move(before.x - 30, before.y)
    await (await frameElement(frame)).evaluate((f) => {
      f.style.left = `${Number.parseFloat(f.style.left || '0') - 30}px`
    })
    await page.mouse.click(before.x - 30, before.y)
    // Moved back (the move may have clipped it against the dialog's edge): seen again, Approve is enabled.
    await (await frameElement(frame)).evaluate((f) => {
      f.style.left = `${Number.parseFloat(f.style.left || '0') + 30}px`
    })
    await expect.poll(() => approveEnabled(frame), { timeout: 20_000 }).toBe(true)
    await rejectAndExpectRejected(frame, signed)

    // Seen, unmoved, for the delay: a real click approves.
    ;({ signed, frame } = await pendingSign(page, address))
    await frame.getByTestId('approve-confirm').click()
    expect(await signed).toMatchObject({ ok: true })
    await page.context().close()
  })
})
