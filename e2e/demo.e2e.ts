import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the demo as an options playground', () => {
  it('a preset applied from "Try options" reloads with ?options= and the dialog follows it', async () => {
    const { page } = await openDemo(browser)
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length)
    await page.getByText('Try options').click()
    await page.getByRole('button', { name: 'Light theme' }).click()
    await page.getByRole('button', { name: 'Green accent' }).click()
    await page.getByRole('button', { name: 'Square corners' }).click()
    await page.getByRole('button', { name: 'No WalletConnect' }).click()
    await expect.poll(() => page.getByTestId('demo-options-json').inputValue()).toMatch(/enableWalletConnect/)
    // The editor is fetched on first open, not with the page.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(before)
    await Promise.all([page.waitForURL(/\?options=/), page.getByTestId('demo-options-apply').click()])
    const options = JSON.parse(new URL(page.url()).searchParams.get('options') ?? '{}')
    // Theme variables from two presets add up.
    expect(options).toEqual({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#079455', '--portico-border-radius-master': '0px' },
      enableWalletConnect: false,
    })

    await page.getByTestId('connect-button').click()
    await expect.poll(() => currentView(page)).toBe('Connect')
    const background = await page.getByTestId('modal').evaluate((d) => getComputedStyle(d).backgroundColor)
    expect(background).toBe('rgb(255, 255, 255)')
    expect(await page.getByTestId('wallet-walletConnect').count()).toBe(0)
    await page.context().close()
  })

  it('invalid JSON is named beside the editor; the page and the text stay as they were', async () => {
    const { page } = await openDemo(browser)
    const url = page.url()
    await page.getByText('Try options').click()
    await page.getByTestId('demo-options-json').fill('{"themeMode": "light",')
    await page.getByTestId('demo-options-apply').click()
    await expect.poll(() => page.getByTestId('demo-options-error').textContent()).toMatch(/not valid JSON/)
    expect(page.url()).toBe(url)
    expect(await page.getByTestId('demo-options-json').inputValue()).toBe('{"themeMode": "light",')
    await page.context().close()
  })

  it('an option the modal refuses is shown with its name after applying', async () => {
    const { page } = await openDemo(browser)
    await page.getByText('Try options').click()
    await page.getByTestId('demo-options-json').fill('{"themeMode": "purple"}')
    await Promise.all([page.waitForURL(/\?options=/), page.getByTestId('demo-options-apply').click()])
    await expect.poll(() => page.getByTestId('demo-error').textContent()).toMatch(/themeMode/)
    // The refused options are still there to fix.
    await page.getByText('Try options').click()
    expect(await page.getByTestId('demo-options-json').inputValue()).toContain('purple')
    await page.context().close()
  })
})
