import { waitForMail } from '@portico/dev-services'
import type { Frame, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { currentView } from './browser.js'
import { completeKeyStep, enablePasskeys, type KeyStep } from './passkeys.js'

/** The demo's options with email login on. */
export const EMAIL_OPTIONS = { features: { email: true } }

/** The secure site's frame inside the dialog. */
export async function secureFrame(page: Page): Promise<Frame> {
  const sdk = new URL('/sdk', inject('stack').secure).toString()
  const find = () => page.frames().find((f) => f.url().startsWith(sdk))
  await expect.poll(() => find() !== undefined).toBe(true)
  return find() as Frame
}

/**
 * Types `code` where the user does (issue 22): in the secure site's own input (`otp-input` inside its frame,
 * shown over the dialog's code row), never in the app's page.
 */
export async function typeCodeInFrame(page: Page, code: string): Promise<void> {
  const input = (await secureFrame(page)).getByTestId('otp-input')
  await input.waitFor({ timeout: 20_000 })
  await expect.poll(() => input.isEnabled(), { timeout: 20_000 }).toBe(true)
  await input.fill(code)
}

/** Starts an email login from the Connect view; resolves the code read from the mail catcher. */
export async function requestCode(page: Page, email: string): Promise<string> {
  await page.getByTestId('connect-button').click()
  await expect.poll(() => currentView(page)).toBe('Connect')
  const since = Date.now() - 1
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await expect.poll(() => currentView(page), { timeout: 20_000 }).toBe('EmailVerifyOtp')
  return codeSentTo(email, since)
}

/** The code of the newest mail to `email` since `since`, read from the mail catcher. */
export async function codeSentTo(email: string, since: number): Promise<string> {
  const mail = await waitForMail(inject('stack').mail, email, { since, timeoutMs: 20_000 })
  return /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? ''
}

/**
 * Logs in with `email` through the Connect view and the code from the mail catcher (typed in the secure site's
 * frame); returns the address. Issue 22: the page gets a virtual authenticator, and the secure site's key screen
 * that follows the code is answered as `step` says (by default: create a passkey on the first login, unlock with
 * it on a device without a copy).
 */
export async function loginWithEmail(page: Page, email: string, step?: KeyStep): Promise<string> {
  return (await loginWithEmailDetails(page, email, step)).address
}

/** {@link loginWithEmail}, also answering the recovery kit's words when the login saved one. */
export async function loginWithEmailDetails(
  page: Page,
  email: string,
  step?: KeyStep,
): Promise<{ address: string; phrase?: string }> {
  await enablePasskeys(page)
  await typeCodeInFrame(page, await requestCode(page, email))
  const { phrase } = await completeKeyStep(page, () => secureFrame(page), step)
  const account = page.getByTestId('account-button')
  await account.waitFor({ timeout: 30_000 })
  const address = (await account.getAttribute('data-address')) ?? ''
  return phrase === undefined ? { address } : { address, phrase }
}

/** Sends an RPC request through the demo's AUTH connector (the embedded wallet's EIP-1193 provider). */
export function requestThroughEmbeddedWallet(page: Page, method: string, params: unknown[] = []) {
  return page.evaluate(
    async ([m, p]) => {
      const auth = window.portico?.stores.connectors.getState().connectors.find((c) => c.id === 'AUTH')
      const provider = auth?.provider as { request(a: { method: string; params: unknown }): Promise<unknown> }
      try {
        return { ok: true, value: await provider.request({ method: m as string, params: p }) }
      } catch (error) {
        return { ok: false, value: (error as Error).message, code: (error as { code?: number }).code }
      }
    },
    [method, params] as const,
  )
}

/** Clicks the demo's sign button, approves on the secure site and returns the signature. */
export async function signWithDemo(page: Page): Promise<string> {
  await page.getByTestId('demo-sign-message').click()
  await expect.poll(() => currentView(page)).toBe('ApproveTransaction')
  await (await secureFrame(page)).getByTestId('approve-confirm').click()
  await expect
    .poll(() => page.getByTestId('demo-result').getAttribute('data-ok'), { timeout: 30_000 })
    .toBe('true')
  return (await page.getByTestId('demo-result').textContent()) ?? ''
}
