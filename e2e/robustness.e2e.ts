import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TEST_WALLET = 'wallet-dev.portico.testwallet'

/** A port nothing listens on: bound once to learn a free number, then closed. */
async function closedPortUrl(): Promise<string> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('bad input and a missing gateway, in the demo', () => {
  it('with the gateway down the modal opens, the injected wallet connects, and All Wallets shows an error with a retry', async () => {
    const deadGateway = await closedPortUrl()
    const { page } = await openDemo(browser, { options: { gatewayUrl: deadGateway } })
    await page.getByTestId('connect-button').click()
    expect(await currentView(page)).toBe('Connect')
    await page.getByTestId('all-wallets').click()
    const view = page.getByTestId('view-AllWallets')
    await expect.poll(() => view.textContent(), { timeout: 15_000 }).toContain('Could not load wallets')
    expect(await page.getByTestId('wallets-retry').isVisible()).toBe(true)
    await page.getByTestId('wallets-retry').click()
    await expect.poll(() => view.textContent(), { timeout: 15_000 }).toContain('Could not load wallets')

    await page.getByTestId('modal-back').click()
    await page.getByTestId(TEST_WALLET).click()
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    await page.context().close()
  })

  it('All Wallets recovers through its retry once the gateway answers', async () => {
    // getWallets answers 503 until the error shows, then the real gateway answers.
    const { gateway } = inject('stack')
    const { page } = await openDemo(browser)
    let down = true
    await page.route('**/getWallets?**', async (route) => {
      if (!down) return route.continue()
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
    })
    expect(gateway).toMatch(/^http/)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('all-wallets').click()
    const view = page.getByTestId('view-AllWallets')
    await expect.poll(() => view.textContent()).toContain('Could not load wallets')
    down = false
    await page.getByTestId('wallets-retry').click()
    await expect.poll(() => page.locator('[data-testid="wallet-grid"] .tile').count()).toBeGreaterThan(8)
    await page.context().close()
  })

  it('a wallet that answers garbage to eth_requestAccounts gets a clear message and no crash; a retry connects', async () => {
    const { page, consoleErrors } = await openDemo(browser)
    const pageErrors: Error[] = []
    page.on('pageerror', (error) => pageErrors.push(error))
    await page.evaluate(() => (window as any).__porticoTestWallet.garbageNext('eth_requestAccounts'))
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    const view = page.getByTestId('view-ConnectingExternal')
    await expect.poll(() => view.textContent()).toMatch(/invalid|unexpected|could not/i)
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(true)
    await page.getByTestId('connect-retry').click()
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    expect(pageErrors).toEqual([])
    expect(consoleErrors.filter((m) => /Uncaught|React/.test(m))).toEqual([])
    await page.context().close()
  })

  it('a wallet that answers garbage to a signature request shows the error in the demo, and the next one signs', async () => {
    const { page } = await openDemo(browser)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    await page.evaluate(() => (window as any).__porticoTestWallet.garbageNext('personal_sign'))
    await page.getByTestId('demo-sign-message').click()
    await expect.poll(() => page.getByTestId('demo-result').textContent()).toMatch(/invalid|unexpected/i)
    await page.getByTestId('demo-sign-message').click()
    await expect.poll(() => page.getByTestId('demo-result').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    await page.context().close()
  })
})
