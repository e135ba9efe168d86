import { testWalletInitScript } from '@portico/test-wallet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo, TEST_WALLET_ROW } from './lib/browser.js'

/** A locale catalogue's module: `…/i18n/locales/de.ts` from the dev server, `assets/de-<hash>.js` once built. */
const CATALOGUE = /\/i18n\/locales\/([a-z]{2})\.ts|\/assets\/(es|fr|de|pt|it|ja|ko|zh|ru|tr|ar)-[\w-]+\.js/

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/**
 * The demo in a fresh context with the test wallet, the browser's language set to `browserLocale`, at `search`;
 * records which locale catalogues the page fetched.
 */
async function openDemoIn(search: string, browserLocale = 'en-US') {
  const stack = inject('stack')
  const context = await browser.newContext({ locale: browserLocale })
  await context.addInitScript(testWalletInitScript({ chains: { 31337: stack.evmA, 31338: stack.evmB } }))
  const page = await context.newPage()
  const catalogues: string[] = []
  page.on('request', (request) => {
    const match = CATALOGUE.exec(new URL(request.url()).pathname)
    if (match) catalogues.push(match[1] ?? match[2] ?? '')
  })
  await page.goto(`${stack.demo}/${search}`)
  return { page, catalogues }
}

/** Opens Connect and waits for the wallet list. */
async function openConnect(page: Page) {
  await page.getByTestId('connect-button').click()
  await expect.poll(() => currentView(page)).toBe('Connect')
  await expect.poll(() => page.getByTestId(TEST_WALLET_ROW).isVisible()).toBe(true)
}

const title = (page: Page) => page.getByTestId('modal-title').textContent()

describe('languages (issue 16)', () => {
  it('?locale=de: Connect shows German strings and only the German catalogue is fetched', async () => {
    const { page, catalogues } = await openDemoIn('?locale=de')
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe('Wallet verbinden')
    await openConnect(page)
    expect(await title(page)).toBe('Wallet verbinden')
    expect(await page.getByTestId('modal-close').getAttribute('aria-label')).toBe('Schließen')
    expect(await page.getByTestId('all-wallets').textContent()).toContain('Alle Wallets')
    expect(await page.locator('.legal').textContent()).toContain('Nutzungsbedingungen')
    expect(await page.getByTestId('modal').getAttribute('dir')).toBe('ltr')
    expect(catalogues).toEqual(['de'])
    await page.context().close()
  })

  it('?locale=ar: the dialog is right to left, its rows mirrored, and only the Arabic catalogue is fetched', async () => {
    const { page, catalogues } = await openDemoIn('?locale=ar')
    await openConnect(page)
    await expect.poll(() => title(page)).toBe('ربط المحفظة')
    expect(await page.getByTestId('modal').getAttribute('dir')).toBe('rtl')
    // Mirrored: the close button sits on the left of the header, a row's text starts at its right edge.
    const close = await page.getByTestId('modal-close').boundingBox()
    const heading = await page.getByTestId('modal-title').boundingBox()
    expect(close && heading && close.x < heading.x).toBe(true)
    const row = page.getByTestId(TEST_WALLET_ROW)
    expect(await row.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    expect(await row.evaluate((el) => getComputedStyle(el).textAlign)).toBe('start')
    const rowBox = await row.boundingBox()
    const nameBox = await row.getByText('Portico Test Wallet', { exact: false }).first().boundingBox()
    expect(rowBox && nameBox && nameBox.x + nameBox.width > rowBox.x + rowBox.width / 2).toBe(true)
    expect(catalogues).toEqual(['ar'])
    await page.context().close()
  })

  it('a German browser (navigator.languages) gets German without the option', async () => {
    const { page, catalogues } = await openDemoIn('', 'de-DE')
    await openConnect(page)
    await expect.poll(() => title(page)).toBe('Wallet verbinden')
    expect(catalogues).toEqual(['de'])
    await page.context().close()
  })

  it('English by default: the spec strings verbatim, no catalogue fetched', async () => {
    const { page, catalogues } = await openDemoIn('')
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe('Connect Wallet')
    await openConnect(page)
    expect(await title(page)).toBe('Connect Wallet')
    expect(await page.getByTestId('all-wallets').textContent()).toContain('All Wallets')
    expect(await page.locator('.legal').textContent()).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    expect(await page.getByTestId('modal').getAttribute('dir')).toBe('ltr')
    expect(catalogues).toEqual([])
    await page.context().close()
  })

  it('an unknown locale shows English with one console warning', async () => {
    const { page, catalogues } = await openDemoIn('?locale=tlh')
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('locale')) warnings.push(message.text())
    })
    await page.reload()
    await openConnect(page)
    expect(await title(page)).toBe('Connect Wallet')
    expect(warnings).toHaveLength(1)
    expect(catalogues).toEqual([])
    await page.context().close()
  })

  it('F-20 in German: ConnectingFarcaster (a view of the last round) shows its German text', async () => {
    const options = { features: { socials: ['google', 'farcaster'] }, locale: 'de' }
    const { page } = await openDemo(browser, { options, wallet: false })
    await expect.poll(() => page.getByTestId('connect-button').textContent()).toBe('Wallet verbinden')
    await page.getByTestId('connect-button').click()
    await page.getByTestId('social-farcaster').click()
    await expect.poll(() => currentView(page)).toBe('ConnectingFarcaster')
    const uri = page.getByTestId('farcaster-uri')
    await uri.waitFor({ timeout: 30_000 })
    expect(await uri.textContent()).toContain('Scanne diesen QR-Code mit deinem Smartphone')
    await page.context().close()
  })
})
