import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillSend, fillSwap, openSwapFromAccount } from './lib/accountFlows.js'
import { blockingViolations, scanView } from './lib/axe.js'
import { connectTestWallet, currentView, launchBrowser, openDemo, TEST_WALLET_ROW } from './lib/browser.js'
import { EMAIL_OPTIONS, loginWithEmail } from './lib/emailLogin.js'
import { farcasterUrl, startSocial } from './lib/socialLogin.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

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

/** Awaits `step`; if it fails, the error also says what the dialog showed (view, alerts) and the console errors. */
async function explain<T>(page: Page, consoleErrors: string[], step: Promise<T>): Promise<T> {
  try {
    return await step
  } catch (error) {
    const view = await currentView(page).catch(() => null)
    const alerts = await page
      .getByTestId('alert')
      .allTextContents()
      .catch(() => [])
    const seen = `view ${view}, alerts ${JSON.stringify(alerts)}, console errors ${JSON.stringify(consoleErrors)}`
    throw new Error(`${(error as Error).message}\n(the dialog showed: ${seen})`, { cause: error })
  }
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

  /** A demo page connected with account 0 (`options` as in openDemo), on the Account view. */
  async function onAccount(options: Record<string, unknown> = {}): Promise<Page> {
    const { page } = await openDemo(browser, { options })
    await connectTestWallet(page, ACCOUNT_0)
    await page.getByTestId('account-button').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    return page
  }

  it('axe: ConnectingExternal while the wallet is asked to connect', async () => {
    const { page } = await openDemo(browser)
    // The wallet leaves the connection request unanswered (as while the visitor reads its prompt), so
    // ConnectingExternal stays up for the scan.
    await page.evaluate(() => {
      const provider = (window as any).__porticoTestWallet.provider
      const request = provider.request.bind(provider)
      provider.request = (args: { method: string }) =>
        args.method === 'eth_requestAccounts' ? new Promise(() => {}) : request(args)
    })
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET_ROW).click()
    expect(await scanView(page, 'ConnectingExternal')).toEqual([])
    await page.context().close()
  })

  it('axe: WalletSendPreview, and SwitchNetwork while the wallet is asked to switch', async () => {
    const page = await onAccount()
    await fillSend(page, 'ETH', '0.01', ACCOUNT_1)
    await page.getByTestId('send-submit').click()
    const found = await scanView(page, 'WalletSendPreview')
    await page.getByTestId('modal-close').click()

    // The wallet leaves the switch unanswered (as while the visitor reads its prompt), so SwitchNetwork stays up
    // for the scan; a declined switch would go straight back (D-12).
    await page.evaluate(() => {
      const provider = (window as any).__porticoTestWallet.provider
      const request = provider.request.bind(provider)
      provider.request = (args: { method: string }) =>
        args.method === 'wallet_switchEthereumChain' ? new Promise(() => {}) : request(args)
    })
    await page.getByTestId('network-button').click()
    await page.getByTestId('network-eip155:31338').click()
    found.push(...(await scanView(page, 'SwitchNetwork')))
    expect(found).toEqual([])
    await page.context().close()
  })

  it('axe: Swap with a quote and SwapPreview', async () => {
    const page = await onAccount()
    await openSwapFromAccount(page)
    await fillSwap(page, 'ETH', 'pUSD', '0.1')
    const found = await scanView(page, 'Swap', 15_000)
    await expect.poll(() => page.getByTestId('swap-submit').isEnabled(), { timeout: 15_000 }).toBe(true)
    await page.getByTestId('swap-submit').click()
    found.push(...(await scanView(page, 'SwapPreview')))
    expect(found).toEqual([])
    await page.context().close()
  })

  it('axe: OnRampProviders, BuyInProgress, RegisterAccountName and RegisterAccountNameSuccess', async () => {
    const page = await onAccount()
    await page.getByTestId('account-feature-onramp').click()
    await page.getByTestId('onramp-provider-sandbox').waitFor({ timeout: 15_000 })
    const found = await scanView(page, 'OnRampProviders')
    await page.getByTestId('onramp-provider-sandbox').click()
    await page.getByTestId('onramp-amount').fill('50')
    await expect
      .poll(() => page.getByTestId('onramp-receive').textContent(), { timeout: 15_000 })
      .toMatch(/pUSD/)
    found.push(...(await scanView(page, 'OnRampProviders')).map((line) => `with a quote: ${line}`))
    const [checkout] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('onramp-continue').click(),
    ])
    found.push(...(await scanView(page, 'BuyInProgress')))
    await checkout.close()
    await page.getByTestId('modal-close').click()
    await page.getByTestId('account-button').click()

    await page.getByTestId('account-feature-name').click()
    await page.getByTestId('name-input').fill(`a11y-${Math.random().toString(36).slice(2, 10)}`)
    await expect.poll(() => page.getByTestId('name-tag').textContent(), { timeout: 15_000 }).toBe('Available')
    found.push(...(await scanView(page, 'RegisterAccountName')))
    await page.getByTestId('name-submit').click()
    found.push(...(await scanView(page, 'RegisterAccountNameSuccess', 30_000)))
    expect(found).toEqual([])
    await page.context().close()
  })

  it('axe: the send and swap token pickers open, SwitchActiveChain and UnsupportedChain', async () => {
    const page = await onAccount()
    await page.getByTestId('account-feature-send').click()
    await page.getByTestId('send-token').click()
    await page.getByTestId('send-token-ETH').waitFor()
    const found = (await scanView(page, 'WalletSend')).map((line) => `token picker: ${line}`)
    await page.getByTestId('modal-back').click()
    await openSwapFromAccount(page)
    await page.getByTestId('swap-from-token').click()
    await page.getByTestId('swap-token-ETH').waitFor()
    found.push(...(await scanView(page, 'Swap')).map((line) => `token picker: ${line}`))
    await page.getByTestId('modal-close').click()

    // A namespace without an account (Bitcoin testnet, in the demo's networks) asks to switch the active chain.
    await page.getByTestId('network-button').click()
    await page.getByTestId('network-bip122:000000000933ea01ad0ee984209779ba').click()
    found.push(...(await scanView(page, 'SwitchActiveChain')))
    await page.getByTestId('modal-close').click()

    // The wallet moves to a chain the app does not list (1337): the dialog opens on UnsupportedChain.
    await page.evaluate(() => (window as any).__porticoTestWallet.emit('chainChanged', '0x539'))
    found.push(...(await scanView(page, 'UnsupportedChain', 10_000)))
    expect(found).toEqual([])
    await page.context().close()
  })

  it('axe: the embedded wallet: Account, ExportPrivateKey, UpdateEmailWallet, UpdateEmailPrimaryOtp, ApproveTransaction', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    await loginWithEmail(page, `a11y-${Date.now()}@example.com`)
    await page.getByTestId('account-button').click()
    const found = (await scanView(page, 'Account')).map((line) => `embedded: ${line}`)
    await page.getByTestId('account-export-key').click()
    found.push(...(await scanView(page, 'ExportPrivateKey', 15_000)))
    await page.getByTestId('modal-back').click()
    await page.getByTestId('account-update-email').click()
    found.push(...(await scanView(page, 'UpdateEmailWallet')))
    await page.getByTestId('update-email-input').fill(`a11y-new-${Date.now()}@example.com`)
    await page.getByTestId('update-email-submit').click()
    found.push(...(await scanView(page, 'UpdateEmailPrimaryOtp', 20_000)))
    await page.getByTestId('modal-close').click()
    await page.getByTestId('demo-sign-message').click()
    found.push(...(await scanView(page, 'ApproveTransaction', 15_000)))
    expect(found).toEqual([])
    await page.context().close()
  })

  it('axe: SIWXSignMessage (siwx on, as in siwx.e2e.ts)', async () => {
    const { page } = await openDemo(browser, { options: { siwx: true } })
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET_ROW).click()
    await expect.poll(() => currentView(page), { timeout: 15_000 }).toBe('SIWXSignMessage')
    await page.getByTestId('siwx-sign').waitFor()
    expect(await scanView(page, 'SIWXSignMessage')).toEqual([])
    await page.context().close()
  })

  const socials = { features: { socials: ['google', 'x', 'discord', 'farcaster'] } }

  it('axe: Connect with social buttons and ConnectingSocial', async () => {
    const { page, consoleErrors } = await openDemo(browser, { options: socials, wallet: false })
    await page.getByTestId('connect-button').click()
    const found = (await scanView(page, 'Connect')).map((line) => `with socials: ${line}`)
    await page.getByTestId('modal-close').click()
    const popup = await explain(page, consoleErrors, startSocial(page, 'google'))
    found.push(...(await scanView(page, 'ConnectingSocial')))
    await popup.close()
    expect(found).toEqual([])
    await page.context().close()
  })

  it('axe: ConnectingFarcaster', async () => {
    const { page, consoleErrors } = await openDemo(browser, { options: socials, wallet: false })
    await explain(page, consoleErrors, farcasterUrl(page))
    expect(await scanView(page, 'ConnectingFarcaster')).toEqual([])
    await page.context().close()
  })

  it('the light theme passes the same scan on Connect, Networks, Account, WalletSendPreview and Swap', async () => {
    const light = { themeMode: 'light' }
    const { page } = await openDemo(browser, { options: light })
    await page.getByTestId('connect-button').click()
    const found = await scanView(page, 'Connect')
    await page.getByTestId('modal-close').click()
    await page.getByTestId('network-button').click()
    found.push(...(await scanView(page, 'Networks')))
    await page.getByTestId('modal-close').click()
    await page.context().close()

    const connected = await onAccount(light)
    found.push(...(await scanView(connected, 'Account')))
    await fillSend(connected, 'ETH', '0.01', ACCOUNT_1)
    await connected.getByTestId('send-submit').click()
    found.push(...(await scanView(connected, 'WalletSendPreview')))
    await connected.getByTestId('modal-back').click()
    await connected.getByTestId('modal-back').click()
    await openSwapFromAccount(connected)
    await fillSwap(connected, 'ETH', 'pUSD', '0.1')
    found.push(...(await scanView(connected, 'Swap')))
    expect(found).toEqual([])
    await connected.context().close()
  })

  it('the scan sees into the dialog: an unnamed button planted in it is reported', async () => {
    const { page } = await openDemo(browser)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('view-Connect').evaluate((view) => {
      const planted = document.createElement('button')
      planted.className = 'planted'
      view.append(planted)
    })
    expect((await scanView(page, 'Connect')).join('\n')).toMatch(/button-name \(critical\): .*\.planted/)
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
