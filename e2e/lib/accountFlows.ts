import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { currentView } from './browser.js'

/**
 * From the Account view: opens WalletSend, picks `symbol`, types `amount` and the receiver `to`; resolves once
 * 'Preview Send' is enabled (the caller clicks it).
 */
export async function fillSend(page: Page, symbol: string, amount: string, to: string): Promise<void> {
  await page.getByTestId('account-feature-send').click()
  await expect.poll(() => currentView(page)).toBe('WalletSend')
  await page.getByTestId('send-token').click()
  await page.getByTestId(`send-token-${symbol}`).click()
  await page.getByTestId('send-amount').fill(amount)
  await page.getByTestId('send-receiver').fill(to)
  await expect.poll(() => page.getByTestId('send-submit').textContent()).toBe('Preview Send')
  await expect.poll(() => page.getByTestId('send-submit').isEnabled()).toBe(true)
}

/** From the Account view: opens Swap (a lazy chunk, slow to load on a busy machine). */
export async function openSwapFromAccount(page: Page): Promise<void> {
  await page.getByTestId('account-feature-swaps').click()
  await expect.poll(() => currentView(page), { timeout: 15_000 }).toBe('Swap')
}

/** In Swap: picks the tokens and types the amount; resolves the quoted output (`swap-to-amount`'s `data-value`). */
export async function fillSwap(page: Page, from: string, to: string, amount: string): Promise<string> {
  await page.getByTestId('swap-from-token').click()
  await page.getByTestId(`swap-token-${from}`).click()
  await page.getByTestId('swap-to-token').click()
  await page.getByTestId(`swap-token-${to}`).click()
  await page.getByTestId('swap-from-amount').fill(amount)
  const output = page.getByTestId('swap-to-amount')
  await expect
    .poll(async () => (await output.getAttribute('data-value')) ?? '', { timeout: 15_000 })
    .not.toBe('')
  return (await output.getAttribute('data-value')) ?? ''
}
