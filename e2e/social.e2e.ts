import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'
import { secureFrame } from './lib/emailLogin.js'
import { completeKeyStep, enablePasskeys, wipeDeviceKeepingPasskey } from './lib/passkeys.js'
import { loginWithSocial as loginWith, signInAtIdp as signIn, startSocial } from './lib/socialLogin.js'

// Issue 12, "Done when": social login through the development identity provider (oidc-provider) standing in for
// all six OAuth providers, against the running stack (gateway, secure site, identity provider, devnet).
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
const SOCIAL_OPTIONS = { features: { socials: PROVIDERS } }
const secure = () => new URL(inject('stack').secure).origin

/** Opens the demo in a fresh browser context (a new browser profile: nothing stored). */
/** A new browser with the demo and a virtual authenticator (issue 22: the login creates a passkey). */
const fresh = async () => {
  const { page } = await openDemo(browser, { options: SOCIAL_OPTIONS, wallet: false })
  await enablePasskeys(page)
  return page
}

describe('social login (issue 12, F-19)', () => {
  it.each(PROVIDERS)(
    'F-19 %s through the development identity provider logs in and gives an address',
    async (provider) => {
      const page = await fresh()
      expect(await loginWith(page, provider, `e2e-${provider}-${Date.now()}`)).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await page.context().close()
    },
  )

  it('the same user on a new device with the synced passkey gets the same address; another user another', async () => {
    const user = `grace-${Date.now()}`
    const first = await fresh()
    const address = await loginWith(first, 'github', user)
    // Issue 22: a new device has nothing but the user's synced passkey.
    await wipeDeviceKeepingPasskey(first, await secureFrame(first))
    await first.getByTestId('connect-button').waitFor()
    expect(await loginWith(first, 'github', user)).toBe(address)
    const other = await fresh()
    expect(await loginWith(other, 'github', `${user}-other`)).not.toBe(address)
    for (const p of [first, other]) await p.context().close()
  })

  it("E-19 the Account header shows the username, with discord's trailing '0' dropped, after a reload too", async () => {
    const page = await fresh()
    const user = `john${Date.now()}0`
    await loginWith(page, 'discord', user)
    await page.getByTestId('account-button').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    await expect.poll(() => page.getByTestId('account-user').textContent()).toBe(user.slice(0, -1))
    // F-14: after a reload the session is restored, and the name with it.
    await page.reload()
    await page.getByTestId('account-button').click({ timeout: 30_000 })
    await expect.poll(() => currentView(page)).toBe('Account')
    await expect.poll(() => page.getByTestId('account-user').textContent()).toBe(user.slice(0, -1))
    await page.context().close()
  })

  it('F-21 inside Telegram the login runs in the page and resumes from ?result_uri=, which is then removed', async () => {
    const stack = inject('stack')
    const context = await browser.newContext()
    // The Telegram Mini App global (F-21's detection); the desktop user agent drops no provider (F-22).
    await context.addInitScript(() => {
      ;(window as unknown as { Telegram: unknown }).Telegram = { WebApp: {} }
    })
    const page = await context.newPage()
    await enablePasskeys(page)
    const options = encodeURIComponent(JSON.stringify({ features: { socials: ['github'] } }))
    await page.goto(`${stack.demo}/?options=${options}`)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('social-github').click()
    // No popup: this page itself goes to the provider's sign-in page.
    await signIn(page, `telegram-${Date.now()}`)
    // Back on the app's page with ?result_uri=, the login resumes (the passkey step on the secure site) and the
    // parameter is gone.
    await completeKeyStep(page, () => secureFrame(page))
    const account = page.getByTestId('account-button')
    await account.waitFor({ timeout: 30_000 })
    expect(await account.getAttribute('data-address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    expect(new URL(page.url()).searchParams.get('options')).toBe(decodeURIComponent(options))
    expect(context.pages()).toHaveLength(1)
    await context.close()
  })

  it('F-21 outside Telegram a ?result_uri= on the page is left alone and connects nothing', async () => {
    const page = await fresh()
    const options = new URL(page.url()).searchParams.get('options') ?? ''
    const result = `${secure()}/social/callback?state=portico-dev~x&code=y`
    await page.goto(
      `${inject('stack').demo}/?options=${encodeURIComponent(options)}&result_uri=${encodeURIComponent(result)}`,
    )
    await page.getByTestId('connect-button').click()
    await expect.poll(() => currentView(page)).toBe('Connect')
    expect(new URL(page.url()).searchParams.get('result_uri')).toBe(result)
    expect(await page.getByTestId('account-button').count()).toBe(0)
    await page.context().close()
  })

  it("S-34 closing the popup gives 'Popup closed'", async () => {
    const page = await fresh()
    const popup = await startSocial(page, 'google')
    await popup.close()
    await expect
      .poll(() => page.getByTestId('connecting-social-error').textContent(), { timeout: 10_000 })
      .toBe('Popup closed')
    await page.context().close()
  })

  it('a forged result posted from another origin is ignored; the real one still connects', async () => {
    const page = await fresh()
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text())
    })
    const popup = await startSocial(page, 'x')
    // Once the popup shows the provider's page, the app listens for its result.
    await popup.getByTestId('idp-login').waitFor({ timeout: 30_000 })
    // The demo's own origin is not the secure site's: its message must be ignored.
    await page.evaluate((secureOrigin) => {
      window.postMessage(
        {
          type: '@portico/social-result',
          resultUri: `${secureOrigin}/social/callback?state=portico-dev~forged&code=x`,
        },
        '*',
      )
    }, secure())
    await expect.poll(() => warnings.some((w) => w.includes('unexpected origin'))).toBe(true)
    expect(await currentView(page)).toBe('ConnectingSocial')
    expect(await page.getByTestId('account-button').count()).toBe(0)
    await signIn(popup, `forge-${Date.now()}`)
    await completeKeyStep(page, () => secureFrame(page))
    await page.getByTestId('account-button').waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it('a tampered state is refused: the secure site shows an error page and no session is made', async () => {
    const page = await fresh()
    const popup = await startSocial(page, 'google')
    // Hold back the popup page's first report to the gateway, so the real state stays unused, then land the popup
    // on the same callback URL with the state tampered with.
    let held = false
    await popup.route(`${inject('stack').gateway}/auth/v1/social/callback**`, (route) => {
      if (held) return route.continue()
      held = true
      return route.abort()
    })
    await signIn(popup, `tamper-${Date.now()}`)
    await expect.poll(() => held, { timeout: 30_000 }).toBe(true)
    const url = new URL(popup.url())
    expect(url.pathname).toBe('/social/callback')
    url.searchParams.set('state', `${url.searchParams.get('state')}tampered`)
    await popup.goto(url.toString())
    const error = popup.getByTestId('social-error')
    await expect
      .poll(() => error.textContent(), { timeout: 30_000 })
      .toMatch(/unknown, expired or was already used \(state\)/)
    expect(await currentView(page)).toBe('ConnectingSocial')
    expect(await page.getByTestId('account-button').count()).toBe(0)
    await page.context().close()
  })
})

// Issue 12's audit: the failure paths and untrusted text, in the browser against the running stack.
describe('social login failures and untrusted text (issue 12, F-19, F-22, E-19, bad input)', () => {
  const UA = {
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0',
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  }
  it.each([
    ['iOS drops google', UA.ios, ['google', 'x'], ['x']],
    ['Mac drops x', UA.mac, ['google', 'x'], ['google']],
    ['Android drops facebook and x', UA.android, ['google', 'x', 'facebook'], ['google']],
  ])('F-22 inside Telegram, %s from the Connect view', async (_case, userAgent, socials, expected) => {
    const context = await browser.newContext({ userAgent })
    await context.addInitScript(() => {
      ;(window as unknown as { Telegram: unknown }).Telegram = { WebApp: {} }
    })
    const page = await context.newPage()
    await page.goto(
      `${inject('stack').demo}/?options=${encodeURIComponent(JSON.stringify({ features: { socials } }))}`,
    )
    await page.getByTestId('connect-button').click()
    await page.getByTestId('connect-section-social').waitFor({ timeout: 30_000 })
    const shown = () =>
      page
        .getByTestId('connect-section-social')
        .locator('[data-testid^="social-"]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')))
    await expect.poll(shown).toEqual(expected.map((p) => `social-${p}`))
    await context.close()
  })

  it('F-19 a popup blocked by the browser gets a clear message and a retry, which then logs in', async () => {
    const page = await fresh()
    // A blocked popup is window.open answering null; the first one is blocked, the retry's is allowed.
    await page.evaluate(() => {
      const open = window.open.bind(window)
      let blocked = false
      window.open = (...args: Parameters<typeof window.open>) => {
        if (blocked) return open(...args)
        blocked = true
        return null
      }
    })
    await page.getByTestId('connect-button').click()
    await page.getByTestId('social-google').click()
    await expect
      .poll(() => page.getByTestId('connecting-social-error').textContent(), { timeout: 10_000 })
      .toMatch(/blocked the sign-in window/)
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-retry').click()])
    await signIn(popup, `unblocked-${Date.now()}`)
    await completeKeyStep(page, () => secureFrame(page))
    await page.getByTestId('account-button').waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it.each([
    ['S-37', 'start', 'Failed to initiate social connection'],
    ['S-36', 'redeem', 'Failed to connect'],
  ])(
    '%s the gateway unreachable at %s shows %j with a retry, and no session',
    async (_id, route, message) => {
      const page = await fresh()
      // The secure site's call to the gateway fails as on a network error (the route is aborted in the browser).
      await page.context().route(`${inject('stack').gateway}/auth/v1/social/${route}**`, (r) => r.abort())
      const popup = await startSocial(page, 'github')
      if (route === 'redeem') await signIn(popup, `unreachable-${Date.now()}`)
      await expect
        .poll(() => page.getByTestId('connecting-social-error').textContent(), { timeout: 30_000 })
        .toBe(message)
      await expect.poll(() => popup.isClosed()).toBe(true)
      expect(await page.getByTestId('social-retry').count()).toBe(1)
      expect(await page.getByTestId('account-button').count()).toBe(0)
      await page.context().close()
    },
  )

  it('bad input: a callback with a missing or a replayed state gets the secure site’s error page', async () => {
    const page = await fresh()
    const popup = await startSocial(page, 'apple')
    let callbackUrl = ''
    popup.on('framenavigated', (frame) => {
      if (frame.url().includes('/social/callback')) callbackUrl = frame.url()
    })
    await signIn(popup, `replayed-${Date.now()}`)
    await completeKeyStep(page, () => secureFrame(page))
    await page.getByTestId('account-button').waitFor({ timeout: 30_000 })
    expect(callbackUrl).toContain('state=')
    const tab = await page.context().newPage()
    await tab.goto(callbackUrl)
    await expect
      .poll(() => tab.getByTestId('social-error').textContent(), { timeout: 30_000 })
      .toMatch(/already used \(state\)/)
    const missing = new URL(callbackUrl)
    missing.searchParams.delete('state')
    await tab.goto(missing.toString())
    await expect
      .poll(() => tab.getByTestId('social-error').textContent(), { timeout: 30_000 })
      .toContain('This sign-in answer has no valid state.')
    await page.context().close()
  })

  it('E-19 a username with HTML is shown as text, truncated to 30 characters, and never run', async () => {
    const page = await fresh()
    const user = `<img src=x onerror="window.__pwned=1">${Date.now()}`
    await loginWith(page, 'google', user)
    await page.getByTestId('account-button').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    const name = page.getByTestId('account-user')
    await expect.poll(() => name.textContent()).toBe(`${user.slice(0, 27)}...`)
    expect(await name.getAttribute('title')).toBe(user)
    expect(await name.locator('img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await page.context().close()
  })
})
