import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/test-wallet/chromium'
import { type Browser, chromium, type Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'
import {
  codeSentTo,
  EMAIL_OPTIONS,
  loginWithEmail,
  requestThroughEmbeddedWallet,
  secureFrame,
  typeCodeInFrame,
} from './lib/emailLogin.js'
import { startHostProxy } from './lib/hostProxy.js'
import { wipeDeviceKeepingPasskey } from './lib/passkeys.js'
import { smartAccountOwnedBy } from './lib/smartAccount.js'
import { servePages } from './lib/staticPages.js'

// Issue 11, "Done when": the transaction stack around the embedded wallet's requests (O-04 to O-09) and the
// origin checks of both sides of the frame, in Chromium against the running stack.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Console warnings of a page (its frames included). */
function warningsOf(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  return warnings
}

const modalOpen = (page: Page) => page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)

describe('embedded wallet: requests and the transaction stack (O-04 to O-09)', () => {
  it("F-26 E-19 O-05 O-06 an unknown method opens the dialog with 'Action not allowed'; O-04 O-07 an approval over the open dialog, closed on success; O-09 closing rejects a pending approval", async () => {
    const { page, consoleErrors } = await openDemo(browser, {
      options: { ...EMAIL_OPTIONS, themeMode: 'dark' },
      wallet: false,
    })
    const email = `e2e-stack-${Date.now()}@example.com`
    const address = await loginWithEmail(page, email)
    expect(await modalOpen(page)).toBe(false)

    // F-26: the secure site follows the modal's theme, at start and on change.
    const frameTheme = async () =>
      (await secureFrame(page)).evaluate(() => document.documentElement.dataset.theme)
    await expect.poll(frameTheme).toBe('dark')
    await page.evaluate(() => window.portico?.setThemeMode('light'))
    await expect.poll(frameTheme).toBe('light')

    // O-05, O-06: refused at once, logged, and the dialog shows 'Action not allowed'.
    const refused = await requestThroughEmbeddedWallet(page, 'eth_foo')
    expect(refused).toMatchObject({ ok: false, value: 'Requested RPC call is not allowed' })
    expect(consoleErrors.some((e) => e.includes('Requested RPC call is not allowed'))).toBe(true)
    await expect.poll(() => modalOpen(page)).toBe(true)
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('Action not allowed')
    expect(await page.getByTestId('snackbar').getAttribute('data-variant')).toBe('error')

    // O-04: with the dialog open (Account), an unsafe request shows ApproveTransaction over it; O-07: the
    // approved request closes the dialog (empty stack).
    await expect.poll(() => currentView(page)).toBe('Account')
    // E-19: the Account header names the embedded-wallet user by email (30 characters at most).
    expect(await page.getByTestId('account-user').textContent()).toBe(
      email.length > 30 ? `${email.slice(0, 27)}...` : email,
    )
    const signed = requestThroughEmbeddedWallet(page, 'personal_sign', ['0x6869', address])
    await expect.poll(() => currentView(page)).toBe('ApproveTransaction')
    await (await secureFrame(page)).getByTestId('approve-confirm').click()
    expect(await signed).toMatchObject({ ok: true })
    await expect.poll(() => modalOpen(page)).toBe(false)

    // O-09: closing the dialog while the approval is on screen rejects the request and takes the screen down.
    await page.getByTestId('demo-sign-message').click()
    await expect.poll(() => currentView(page)).toBe('ApproveTransaction')
    const frame = await secureFrame(page)
    await frame.getByTestId('approve-confirm').waitFor()
    await page.getByTestId('modal-close').click()
    await expect.poll(() => page.getByTestId('demo-result').getAttribute('data-ok')).toBe('false')
    expect(await page.getByTestId('demo-result').textContent()).toMatch(/abort|reject/i)
    await expect.poll(() => frame.getByTestId('approve-screen').count()).toBe(0)
    await page.context().close()
  })
})

describe('embedded wallet: key export (issue 11, custody)', () => {
  it('right after the login (and the passkey) the key shows on the secure site only, and it is the key of the address', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const address = await loginWithEmail(page, `e2e-export-${Date.now()}@example.com`)
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-export-key').click()
    await expect.poll(() => currentView(page)).toBe('ExportPrivateKey')
    const frame = await secureFrame(page)
    // Issue 22: the passkey opens the key again before it is shown.
    await frame.getByTestId('passkey-unlock').click()
    const key = (await frame.getByTestId('export-key').textContent()) as Hex
    // The key owns the user's smart account (issue 13), whose address the app shows.
    expect(await smartAccountOwnedBy(privateKeyToAddress(key))).toBe(address)
    // The app's own document (its shadow root included) never holds the key.
    const appText = await page.evaluate(
      () =>
        document.documentElement.outerHTML +
        (document.querySelector('portico-modal')?.shadowRoot?.innerHTML ?? ''),
    )
    expect(appText).not.toContain(key.slice(2))
    await frame.getByTestId('export-done').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    expect(await frame.getByTestId('export-key').count()).toBe(0)
    await page.context().close()
  })
})

describe('embedded wallet: update email (F-23)', () => {
  it('F-23 codes to the current and the new address move the wallet to the new email; E-19 the header follows', async () => {
    const stamp = Date.now()
    const [before, after] = [`e2e-old-${stamp}@example.com`, `e2e-new-${stamp}@example.com`]
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const address = await loginWithEmail(page, before)
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-update-email').click()
    await expect.poll(() => currentView(page)).toBe('UpdateEmailWallet')
    const since = Date.now() - 1
    await page.getByTestId('update-email-input').fill(after)
    await page.getByTestId('update-email-submit').click()
    await expect.poll(() => currentView(page), { timeout: 20_000 }).toBe('UpdateEmailPrimaryOtp')
    // Issue 22: both codes are typed in the secure site's input (inside its frame, over the code row).
    await typeCodeInFrame(page, await codeSentTo(before, since))
    await expect.poll(() => currentView(page)).toBe('UpdateEmailSecondaryOtp')
    await typeCodeInFrame(page, await codeSentTo(after, since))
    await expect.poll(() => currentView(page), { timeout: 20_000 }).toBe('Account')
    const shown = after.length > 30 ? `${after.slice(0, 27)}...` : after
    await expect.poll(() => page.getByTestId('account-user').textContent(), { timeout: 10_000 }).toBe(shown)

    // A new device logging in with the new address opens the same wallet (issue 22: with the user's synced
    // passkey, the only thing a new device has).
    await wipeDeviceKeepingPasskey(page, await secureFrame(page))
    await page.getByTestId('connect-button').waitFor()
    expect(await loginWithEmail(page, after)).toBe(address)
    await page.context().close()
  })
})

describe('embedded wallet: origin checks (F-05, F-29, F-30)', () => {
  it('messages posted to the app from another origin are ignored with a warning; the login is untouched', async () => {
    const attacker = await servePages({
      '/attacker.html': `<!doctype html><script>
        parent.postMessage({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: 'forged-00001', payload: {} }, '*')
        parent.postMessage({ type: '@w3m-frame/UNVERIFIED_DOMAIN' }, '*')
      </script>`,
    })
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const warnings = warningsOf(page)
    const address = await loginWithEmail(page, `e2e-foreign-app-${Date.now()}@example.com`)
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe')
      iframe.src = src
      document.body.append(iframe)
    }, `http://localhost:${attacker.port}/attacker.html`)
    await expect
      .poll(
        () => warnings.filter((w) => w.includes('frame event from an unexpected origin or window')).length,
      )
      .toBe(2)
    // The forged UNVERIFIED_DOMAIN did not take the wallet down: a signature still goes through.
    expect(await page.getByTestId('alert').count()).toBe(0)
    await page.getByTestId('demo-sign-message').click()
    await (await secureFrame(page)).getByTestId('approve-confirm').click()
    await expect
      .poll(() => page.getByTestId('demo-result').getAttribute('data-ok'), { timeout: 20_000 })
      .toBe('true')
    expect(await page.getByTestId('account-button').getAttribute('data-address')).toBe(address)
    await page.context().close()
    await attacker.close()
  })

  it('messages posted to the secure frame from another origin are ignored: no answer, a warning; its parent is answered', async () => {
    const { secure } = inject('stack')
    const sdk = `${new URL('/sdk', secure)}?projectId=portico-dev&chainId=31337`
    // The host (http://127.0.0.1:<port>, on the development allow-list) embeds the secure site and, from
    // http://localhost:<port> (another origin), a page that posts app events to the secure frame.
    const pages = await servePages({
      '/host.html': `<!doctype html><script>
        window.received = []
        addEventListener('message', (e) => { if (e.origin === ${JSON.stringify(new URL(secure).origin)}) received.push(e.data) })
      </script>
      <iframe id="secure" referrerpolicy="origin" src="${sdk}"></iframe>`,
      '/attacker.html': `<!doctype html><script>
        window.seen = []
        addEventListener('message', (e) => seen.push(e.data))
        window.attack = () => {
          parent.frames[0].postMessage({ type: '@w3m-app/GET_CHAIN_ID', id: 'attack-00001' }, '*')
          parent.frames[0].postMessage({ type: '@w3m-app/SIGN_OUT', id: 'attack-00002' }, '*')
        }
      </script>`,
    })
    const context = await browser.newContext()
    const page = await context.newPage()
    const warnings = warningsOf(page)
    await page.goto(`http://127.0.0.1:${pages.port}/host.html`)
    const received = () =>
      page.evaluate(() => (window as unknown as { received: { type: string; id?: string }[] }).received)
    await expect
      .poll(async () => (await received()).map((m) => m.type), { timeout: 20_000 })
      .toContain('@w3m-frame/READY')

    await page.evaluate((src) => {
      const iframe = document.createElement('iframe')
      iframe.src = src
      document.body.append(iframe)
    }, `http://localhost:${pages.port}/attacker.html`)
    const attackerFrame = async () => {
      await expect.poll(() => page.frames().some((f) => f.url().includes('/attacker.html'))).toBe(true)
      return page.frames().find((f) => f.url().includes('/attacker.html'))!
    }
    const attacker = await attackerFrame()
    await attacker.waitForFunction(
      () => typeof (window as unknown as { attack?: unknown }).attack === 'function',
    )
    await attacker.evaluate(() => (window as unknown as { attack(): void }).attack())
    await expect
      .poll(
        () =>
          warnings.filter((w) => w.includes('Portico secure site: message from an unexpected origin')).length,
      )
      .toBe(2)
    expect(warnings.find((w) => w.includes('message from an unexpected origin'))).toContain(
      `http://localhost:${pages.port}`,
    )

    // The parent, on its own origin, is answered: the frame was listening all along.
    await page.evaluate(() => {
      const frame = document.getElementById('secure') as HTMLIFrameElement
      frame.contentWindow?.postMessage(
        { type: '@w3m-app/GET_CHAIN_ID', id: 'legit-00001' },
        new URL(frame.src).origin,
      )
    })
    await expect
      .poll(async () => (await received()).find((m) => m.id === 'legit-00001')?.type)
      .toBe('@w3m-frame/GET_CHAIN_ID_SUCCESS')
    expect((await received()).some((m) => m.id?.startsWith('attack'))).toBe(false)
    expect(await attacker.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([])
    await context.close()
    await pages.close()
  })

  it("F-30 an app on an origin outside the allow-list gets 'Invalid App Configuration' and no wallet", async () => {
    const { demo, mail } = inject('stack')
    const proxy = await startHostProxy(demo)
    const appOrigin = `http://app.portico.test:${proxy.port}`
    // A browser that resolves app.portico.test to 127.0.0.1 and treats it as a secure context, like a real site.
    const outside = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--host-resolver-rules=MAP app.portico.test 127.0.0.1',
        `--unsafely-treat-insecure-origin-as-secure=${appOrigin}`,
      ],
    })
    try {
      const page = await outside.newPage()
      const warnings = warningsOf(page)
      await page.goto(`${appOrigin}/?options=${encodeURIComponent(JSON.stringify(EMAIL_OPTIONS))}`)
      await page.getByTestId('connect-button').click()
      const email = `e2e-outside-${Date.now()}@example.com`
      await page.getByTestId('email-input').fill(email)
      await page.getByTestId('email-submit').click()
      await expect
        .poll(() => page.locator('#portico-email-error').textContent(), { timeout: 30_000 })
        .toBe('Invalid App Configuration')
      expect(warnings).toContain('Portico embedded wallet: Invalid App Configuration')
      expect(await page.getByTestId('alert').textContent()).toBe('Invalid App Configuration')
      expect(await currentView(page)).toBe('Connect')
      // No wallet: the frame holds only the refusal page, and no code was ever sent.
      const frame = page
        .frames()
        .find((f) => f.url().startsWith(new URL('/sdk', inject('stack').secure).toString()))
      expect(await frame?.evaluate(() => document.body.textContent)).toBe('')
      const caught = (await (await fetch(`${mail}/email`)).json()) as { to: { address: string }[] }[]
      expect(caught.some((m) => m.to.some((t) => t.address === email))).toBe(false)
      expect(await page.getByTestId('account-button').count()).toBe(0)
    } finally {
      await outside.close()
      await proxy.close()
    }
  })
})
