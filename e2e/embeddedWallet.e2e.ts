import type { Browser } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openDemo } from './lib/browser.js'
import {
  EMAIL_OPTIONS,
  loginWithEmail,
  requestCode,
  secureFrame,
  signWithDemo,
  typeCodeInFrame,
} from './lib/emailLogin.js'
import { wipeDeviceKeepingPasskey } from './lib/passkeys.js'

// Issue 11, "Done when": email login end to end against the running stack (gateway, secure site, mail catcher,
// devnet), with the code read from the mail catcher and approvals clicked on the secure site's own screen.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const message = 'Hello from Portico'

describe('embedded wallet: email login (issue 11)', () => {
  it('logs in, signs "Hello from Portico" after approve-confirm, rejects on approve-reject, sends, survives a reload; a new device with the synced passkey gets the same address; disconnects', async () => {
    const email = `e2e-${Date.now()}@example.com`
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const address = await loginWithEmail(page, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const signature = (await signWithDemo(page)) as Hex
    // The address is the smart account's (issue 13): verified on the devnet (ERC-6492 before deployment).
    const chain = createPublicClient({ transport: http(inject('stack').evmA) })
    expect(await chain.verifyMessage({ address: address as Hex, message, signature })).toBe(true)

    await page.getByTestId('demo-sign-message').click()
    await (await secureFrame(page)).getByTestId('approve-reject').click()
    await expect.poll(() => page.getByTestId('demo-result').getAttribute('data-ok')).toBe('false')

    await chain.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [address, toHex(parseEther('1'))] as never,
    })
    await page.getByTestId('demo-send-transaction').click()
    await (await secureFrame(page)).getByTestId('approve-confirm').click()
    await expect
      .poll(() => page.getByTestId('demo-result').getAttribute('data-ok'), { timeout: 30_000 })
      .toBe('true')
    const hash = (await page.getByTestId('demo-result').textContent()) as Hex
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')

    await page.reload()
    await expect
      .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
      .toBe(address)

    // Issue 22: a new device (nothing stored but the user's synced passkey) opens the same key.
    await wipeDeviceKeepingPasskey(page, await secureFrame(page))
    await page.getByTestId('connect-button').waitFor()
    expect(await loginWithEmail(page, email)).toBe(address)

    await page.evaluate(() => window.portico?.disconnect())
    await expect.poll(() => page.getByTestId('connect-button').count()).toBe(1)
    await page.reload()
    await page.getByTestId('connect-button').waitFor()
    expect(await page.getByTestId('account-button').count()).toBe(0)
    await page.context().close()
  }, 180_000)

  it('a sixth code is refused even when right; frame events posted by the page itself are ignored with a warning', async () => {
    const email = `e2e-six-${Date.now()}@example.com`
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text())
    })
    const code = await requestCode(page, email)
    const wrong = code === '000000' ? '000001' : '000000'
    const otp = (await secureFrame(page)).getByTestId('otp-input')
    for (let i = 0; i < 5; i++) {
      // Each try waits until the frame takes a code again (after the previous one's answer).
      await typeCodeInFrame(page, wrong)
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Invalid code')
      await expect.poll(() => otp.inputValue()).toBe('')
    }
    await typeCodeInFrame(page, code)
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Too many attempts. Request a new code.')
    expect(await page.getByTestId('account-button').count()).toBe(0)

    // A frame event from the app's own window (not the secure site's) settles nothing and is reported.
    await page.evaluate(() =>
      window.postMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'forged-0001', payload: {} }, '*'),
    )
    await expect.poll(() => warnings.some((w) => /unexpected origin or window/.test(w))).toBe(true)
    await page.context().close()
  })
})
