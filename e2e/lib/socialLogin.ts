import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { currentView } from './browser.js'
import { secureFrame } from './emailLogin.js'
import { completeKeyStep, enablePasskeys } from './passkeys.js'

/** Opens Connect and clicks `social-<provider>` (behind "more" when needed); resolves the popup. */
export async function startSocial(page: Page, provider: string): Promise<Page> {
  await page.getByTestId('connect-button').click()
  await expect.poll(() => currentView(page)).toBe('Connect')
  // The social section loads on demand: wait for it before asking whether the button shows or is behind "more".
  await page.getByTestId('connect-section-social').waitFor()
  const button = page.getByTestId(`social-${provider}`)
  if (!(await button.isVisible())) await page.getByTestId('social-more').click()
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
  await expect.poll(() => currentView(page)).toBe('ConnectingSocial')
  return popup
}

/** Signs in as `user` on the development identity provider's page in the popup. */
export async function signInAtIdp(popup: Page, user: string): Promise<void> {
  await popup.getByTestId('idp-login').fill(user, { timeout: 30_000 })
  await popup.getByTestId('idp-submit').click()
}

/**
 * A whole social login through the development identity provider; resolves the connected address. Issue 22: the
 * page gets a virtual authenticator and the secure site's key screen is answered (passkey created or used).
 */
export async function loginWithSocial(page: Page, provider: string, user: string): Promise<string> {
  await enablePasskeys(page)
  await signInAtIdp(await startSocial(page, provider), user)
  await completeKeyStep(page, () => secureFrame(page))
  const account = page.getByTestId('account-button')
  await account.waitFor({ timeout: 30_000 })
  return (await account.getAttribute('data-address')) ?? ''
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
