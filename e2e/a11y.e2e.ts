import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectTestWallet, currentView, launchBrowser, openDemo, TEST_WALLET_ROW } from './lib/browser.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** WCAG 2.1 A and AA, the rules axe-core maps to them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The serious and critical axe violations on the page (the dialog's open shadow root included). */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Waits for the dialog to show `view` (its transition finished), then scans. */
async function scanView(page: Page, view: string, timeout = 5_000): Promise<string[]> {
  await expect.poll(() => currentView(page), { timeout }).toBe(view)
  await page.getByTestId(`view-${view}`).waitFor()
  await page.waitForTimeout(200)
  return (await blockingViolations(page)).map((line) => `${view}: ${line}`)
}

/** The data-testid of the focused element, looking into the dialog's shadow root. */
const focusedTestId = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.closest('[data-testid]')?.getAttribute('data-testid') ?? null
  })

/** Presses Tab until the element with `testId` has focus (at most 40 times). */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await focusedTestId(page)) === testId) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${testId}; last focus: ${await focusedTestId(page)}`)
}

describe('accessibility of the dialog in the demo (issue 16)', () => {
  it('axe: no serious or critical WCAG 2.1 AA violation on the views a visitor reaches', async () => {
    const { page } = await openDemo(browser, { options: { features: { email: true } } })
    const found: string[] = await blockingViolations(page)

    await page.getByTestId('connect-button').click()
    found.push(...(await scanView(page, 'Connect')))
    await page.getByTestId('all-wallets').click()
    found.push(...(await scanView(page, 'AllWallets')))
    await page.getByTestId('modal-back').click()
    await page.getByTestId('wallet-walletConnect').click()
    found.push(...(await scanView(page, 'ConnectingWalletConnect')))
    await page.getByTestId('modal-back').click()
    await page.getByTestId('email-input').fill('a11y@example.com')
    await page.getByTestId('email-submit').click()
    // The secure site's frame loads first (as in embeddedWallet.e2e.ts).
    found.push(...(await scanView(page, 'EmailVerifyOtp', 20_000)))
    await page.getByTestId('modal-close').click()

    await page.getByTestId('network-button').click()
    found.push(...(await scanView(page, 'Networks')))
    await page.getByTestId('modal-close').click()

    await connectTestWallet(page, ACCOUNT_0)
    await page.getByTestId('account-button').click()
    found.push(...(await scanView(page, 'Account')))
    for (const tab of ['nfts', 'activity'] as const) {
      await page.getByTestId(`account-tab-${tab}`).click()
      found.push(...(await scanView(page, 'Account')).map((line) => `${tab} tab: ${line}`))
    }
    await page.getByTestId('account-feature-receive').click()
    found.push(...(await scanView(page, 'WalletReceive')))
    await page.getByTestId('modal-back').click()
    await page.getByTestId('account-feature-send').click()
    found.push(...(await scanView(page, 'WalletSend')))

    expect(found).toEqual([])
    await page.context().close()
  })

  it('the light theme passes the same scan on Connect and Account', async () => {
    const { page } = await openDemo(browser, { options: { themeMode: 'light' } })
    await page.getByTestId('connect-button').click()
    const found = await scanView(page, 'Connect')
    await page.getByTestId('modal-close').click()
    await connectTestWallet(page, ACCOUNT_0)
    await page.getByTestId('account-button').click()
    found.push(...(await scanView(page, 'Account')))
    expect(found).toEqual([])
    await page.context().close()
  })

  it('keyboard only: connect, switch network and disconnect', async () => {
    const { page } = await openDemo(browser)
    await tabTo(page, 'connect-button')
    await page.keyboard.press('Enter')
    await expect.poll(() => currentView(page)).toBe('Connect')
    await tabTo(page, TEST_WALLET_ROW)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)

    await tabTo(page, 'network-button')
    await page.keyboard.press('Enter')
    await expect.poll(() => currentView(page)).toBe('Networks')
    await page.getByTestId('network-eip155:31338').waitFor()
    await tabTo(page, 'network-eip155:31338')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByTestId('network-button').getAttribute('data-caip-network-id'))
      .toBe('eip155:31338')

    await tabTo(page, 'account-button')
    await page.keyboard.press('Enter')
    await expect.poll(() => currentView(page)).toBe('Account')
    await page.getByTestId('account-disconnect').waitFor()
    await tabTo(page, 'account-disconnect')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('connect-button').isVisible()).toBe(true)
    await page.context().close()
  })

  it('prefers-reduced-motion: the dialog and its views do not animate', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto(inject('stack').demo)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('view-Connect').waitFor()
    const motion = await page.getByTestId('view-Connect').evaluate((view) => {
      const dialog = view.closest('dialog') as HTMLElement
      return [getComputedStyle(view).animationName, getComputedStyle(dialog).transitionDuration]
    })
    expect(motion).toEqual(['none', '0s'])
    await context.close()
  })

  it('at 320 px wide the dialog fits the screen and still connects', async () => {
    const { page } = await openDemo(browser)
    await page.setViewportSize({ width: 320, height: 640 })
    await page.getByTestId('connect-button').click()
    await page.getByTestId('view-Connect').waitFor()
    // Measured once every animation in the dialog is over (a view sliding in or out overhangs while it runs).
    await page
      .getByTestId('modal')
      .evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      )
    const fit = await page.getByTestId('modal').evaluate((dialog) => {
      const box = dialog.getBoundingClientRect()
      const wide = [...(dialog.querySelectorAll('*') as NodeListOf<HTMLElement>)]
        .filter((el) => el.getBoundingClientRect().right > box.right - 1)
        .map(
          (el) =>
            `${el.tagName}.${el.className}[${el.getAttribute('data-testid')}] ${el.getBoundingClientRect().right}`,
        )
      return {
        left: box.left,
        right: box.right,
        overflow: dialog.scrollWidth - dialog.clientWidth,
        wide,
        cw: dialog.clientWidth,
        sw: dialog.scrollWidth,
      }
    })
    expect(fit.left).toBeGreaterThanOrEqual(0)
    expect(fit.right).toBeLessThanOrEqual(320)
    expect(fit.overflow, JSON.stringify(fit)).toBeLessThanOrEqual(0)
    await page.getByTestId(TEST_WALLET_ROW).click()
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    await page.context().close()
  })
})
