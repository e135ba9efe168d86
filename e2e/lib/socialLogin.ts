import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { currentView } from './browser.js'

/** Opens Connect and clicks `social-<provider>` (behind "more" when needed); resolves the popup. */
export async function startSocial(page: Page, provider: string): Promise<Page> {
  await page.getByTestId('connect-button').click()
  await expect.poll(() => currentView(page)).toBe('Connect')
  const button = page.getByTestId(`social-${provider}`)
  if (!(await button.isVisible())) await page.getByTestId('social-more').click()
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
  await expect.poll(() => currentView(page)).toBe('ConnectingSocial')
  return popup
}

/** Opens Connect, chooses Farcaster and resolves the sign-in URL the QR code encodes. */
export async function farcasterUrl(page: Page): Promise<string> {
  await page.getByTestId('connect-button').click()
  await expect.poll(() => currentView(page)).toBe('Connect')
  await page.getByTestId('social-farcaster').click()
  await expect.poll(() => currentView(page)).toBe('ConnectingFarcaster')
  const uri = page.getByTestId('farcaster-uri')
  await uri.waitFor({ timeout: 30_000 })
  await uri.locator('svg[role="img"]').waitFor({ timeout: 30_000 })
  return (await uri.getAttribute('data-uri')) ?? ''
}
