import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  connectTestWallet,
  currentView,
  launchBrowser,
  openDemo,
  switchFromNetworksView,
  TEST_WALLET_ROW,
} from './lib/browser.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TEST_WALLET = TEST_WALLET_ROW
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const connect = (page: Page) => connectTestWallet(page, ACCOUNT_0)

describe('the modal in the demo, against the running stack', () => {
  it('A-02 C-21 connects the EIP-6963 test wallet; the account button shows the address; no outside requests', async () => {
    const { page, outsideRequests } = await openDemo(browser)
    await page.getByTestId('connect-button').click()
    expect(await currentView(page)).toBe('Connect')
    await expect.poll(() => page.getByTestId(TEST_WALLET).isVisible()).toBe(true)
    await page.getByTestId(TEST_WALLET).click()
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false)
    expect(outsideRequests).toEqual([])
    await page.context().close()
  })

  it('signs "Hello from Portico" and the signature verifies for account 0', async () => {
    const { page } = await openDemo(browser)
    await connect(page)
    await page.getByTestId('demo-sign-message').click()
    await expect.poll(() => page.getByTestId('demo-result').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('demo-result').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello from Portico', signature })).toBe(true)
    await page.context().close()
  })

  it('sends 0.001 ETH to account 1 and the transaction is mined on 31337', async () => {
    const { page } = await openDemo(browser)
    await connect(page)
    await page.getByTestId('demo-send-transaction').click()
    await expect
      .poll(() => page.getByTestId('demo-result').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await page.getByTestId('demo-result').textContent()) as `0x${string}`
    const client = createPublicClient({ transport: http(inject('stack').evmA) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase())
    await page.context().close()
  })

  it('D-09 D-10 switches to 31338 from the Networks view; a reload keeps connection and network', async () => {
    const { page } = await openDemo(browser)
    await connect(page)
    await switchFromNetworksView(page, 'eip155:31338')
    await page.reload()
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    expect(await page.getByTestId('network-button').getAttribute('data-caip-network-id')).toBe('eip155:31338')
    await page.context().close()
  })

  it('E-14 the Account view shows address and balance; disconnect returns to the connect button', async () => {
    const { page } = await openDemo(browser)
    await connect(page)
    await page.getByTestId('account-button').click()
    expect(await currentView(page)).toBe('Account')
    expect(await page.getByTestId('account-address').getAttribute('data-address')).toBe(ACCOUNT_0)
    await expect
      .poll(() => page.getByTestId('account-balance').textContent())
      .toMatch(/^\d{1,3}(,\d{3})*\.\d{3} ETH$/)
    await page.getByTestId('account-disconnect').click()
    await expect.poll(() => page.getByTestId('connect-button').isVisible()).toBe(true)
    await page.reload()
    expect(await page.getByTestId('connect-button').isVisible()).toBe(true)
    await page.context().close()
  })

  it("C-21 a rejected connection shows 'Connection rejected' and a retry connects", async () => {
    const { page } = await openDemo(browser)
    await page.evaluate(() => (window as any).__porticoTestWallet.rejectNext('eth_requestAccounts'))
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    await expect
      .poll(() => page.getByTestId('view-ConnectingExternal').textContent())
      .toContain('Connection rejected')
    await page.getByTestId('connect-retry').click()
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    await page.context().close()
  })

  it('C-15 C-17 C-30 All Wallets lists the gateway registry in even columns and searches it', async () => {
    const { page } = await openDemo(browser)
    await page.getByTestId('connect-button').click()
    // C-30: the row already knows how many wallets there are, before All Wallets has loaded a page.
    await expect.poll(() => page.getByTestId('all-wallets').textContent()).toMatch(/\d+0\+$/)
    await page.getByTestId('all-wallets').click()
    expect(await currentView(page)).toBe('AllWallets')
    await expect.poll(() => page.locator('[data-testid="wallet-grid"] .tile').count()).toBeGreaterThan(8)
    // Long names are cut with an ellipsis; they never widen a column or push one out of the dialog.
    const grid = await page.getByTestId('wallet-grid').boundingBox()
    const tiles = await page
      .locator('[data-testid="wallet-grid"] .tile')
      .evaluateAll((nodes) =>
        nodes.slice(0, 12).map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
      )
    expect(new Set(tiles.map((t) => Math.round(t.width))).size).toBe(1)
    for (const tile of tiles)
      expect(tile.right).toBeLessThanOrEqual((grid?.x ?? 0) + (grid?.width ?? 0) + 0.5)
    await page.getByTestId('wallet-search').fill('rainbow')
    await expect.poll(() => page.getByTestId(`wallet-${RAINBOW_ID}`).isVisible()).toBe(true)
    expect(await page.locator('[data-testid="wallet-grid"] .tile').count()).toBeLessThan(10)
    await page.context().close()
  })

  it('A-13 C-12 excludeWalletIds hides the wallet everywhere', async () => {
    const normal = await openDemo(browser)
    await normal.page.getByTestId('connect-button').click()
    await expect.poll(() => normal.page.getByTestId(`wallet-${METAMASK_ID}`).isVisible()).toBe(true)
    await normal.page.context().close()

    const { page } = await openDemo(browser, { options: { excludeWalletIds: [METAMASK_ID] } })
    await page.getByTestId('connect-button').click()
    await expect.poll(() => page.locator('[data-testid^="wallet-"]').count()).toBeGreaterThan(2)
    expect(await page.getByTestId(`wallet-${METAMASK_ID}`).count()).toBe(0)
    await page.getByTestId('all-wallets').click()
    await page.getByTestId('wallet-search').fill('metamask')
    await expect
      .poll(() => page.locator('[data-testid="view-AllWallets"]').textContent())
      .toMatch(/No wallet found|MetaMask/)
    expect(await page.getByTestId(`wallet-${METAMASK_ID}`).count()).toBe(0)
    await page.context().close()
  })

  it('on a phone-sized screen the dialog is a full-width sheet along the bottom edge', async () => {
    const { page } = await openDemo(browser)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('connect-button').click()
    await expect.poll(() => currentView(page)).toBe('Connect')
    const box = await page.getByTestId('modal').boundingBox()
    expect(box && Math.round(box.x)).toBe(0)
    expect(box && Math.round(box.width)).toBe(390)
    expect(box && Math.round(box.y + box.height)).toBe(844)
    await page.context().close()
  })

  it('B-07 Escape closes the dialog and focus returns to the connect button', async () => {
    const { page } = await openDemo(browser)
    await page.getByTestId('connect-button').focus()
    await page.keyboard.press('Enter')
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(true)
    expect(await page.getByTestId('modal').getAttribute('aria-modal')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'connect-button',
    )
    await page.context().close()
  })

  it('Q-10 theme modes: light and dark set the dialog colours (#fff and #121313)', async () => {
    for (const [mode, background] of [
      ['light', 'rgb(255, 255, 255)'],
      ['dark', 'rgb(18, 19, 19)'],
    ]) {
      const { page } = await openDemo(browser, { options: { themeMode: mode } })
      await page.getByTestId('connect-button').click()
      const modal = page.getByTestId('modal')
      expect(await modal.getAttribute('data-theme')).toBe(mode)
      expect(await modal.evaluate((d) => getComputedStyle(d).backgroundColor)).toBe(background)
      await page.context().close()
    }
  })

  it('invalid options fail at createPortico with an error naming the option', async () => {
    const { page } = await openDemo(browser, { options: { themeMode: 'purple' } })
    await expect.poll(() => page.getByTestId('demo-error').textContent()).toContain('themeMode')
    await page.context().close()
  })
})
