import { type BrowserTestWalletOptions, testWalletInitScript } from '@portico/test-wallet'
import { launchChromium } from '@portico/test-wallet/chromium'
import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/** Debian's Chromium with the flags this machine needs (no outside network, no sandbox as root). */
export const launchBrowser: () => Promise<Browser> = launchChromium

export type DemoPage = { page: Page; outsideRequests: string[]; consoleErrors: string[] }

/**
 * A fresh browser context on the demo with the test wallet installed. `options` is the demo's
 * `?options=` JSON. Records requests to hosts other than 127.0.0.1/localhost.
 */
export async function openDemo(
  browser: Browser,
  parameters: {
    options?: Record<string, unknown>
    wallet?: Partial<BrowserTestWalletOptions> | false
    /** Runs on the new page before it loads the demo (for example to add init scripts). */
    beforeLoad?: (page: Page) => Promise<void>
  } = {},
): Promise<DemoPage> {
  const stack = inject('stack')
  const context = await browser.newContext()
  if (parameters.wallet !== false) {
    await context.addInitScript(
      testWalletInitScript({ chains: { 31337: stack.evmA, 31338: stack.evmB }, ...parameters.wallet }),
    )
  }
  const page = await context.newPage()
  const outsideRequests: string[] = []
  const consoleErrors: string[] = []
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(hostname) && request.url().startsWith('http')) {
      outsideRequests.push(request.url())
    }
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await parameters.beforeLoad?.(page)
  const query = parameters.options ? `?options=${encodeURIComponent(JSON.stringify(parameters.options))}` : ''
  await page.goto(`${stack.demo}/${query}`)
  return { page, outsideRequests, consoleErrors }
}

/** The dialog's current view name. */
export const currentView = (page: Page) => page.getByTestId('modal').getAttribute('data-view')

/** Switches network the way a visitor does: network button, then the network's row in the Networks view. */
export async function switchFromNetworksView(page: Page, caipNetworkId: string): Promise<void> {
  await page.getByTestId('network-button').click()
  expect(await currentView(page)).toBe('Networks')
  await page.getByTestId(`network-${caipNetworkId}`).click()
  await expect
    .poll(() => page.getByTestId('network-button').getAttribute('data-caip-network-id'))
    .toBe(caipNetworkId)
}

/** The test wallet's row in the Connect view (its EIP-6963 rdns). */
export const TEST_WALLET_ROW = 'wallet-dev.portico.testwallet'

/** Connects the test wallet from the Connect view; resolves once the account button shows `address`. */
export async function connectTestWallet(page: Page, address: string): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET_ROW).click()
  await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(address)
}
