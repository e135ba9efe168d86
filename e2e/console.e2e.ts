import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { blockingViolations } from './lib/axe.js'
import { connectTestWallet, launchBrowser, openDemo } from './lib/browser.js'
import { signInAtIdp } from './lib/socialLogin.js'

// Issue 26 item 2, "Done when": the operator signs in to the console (served by the gateway at /console) through
// the development identity provider, changes the development project, and apps read the change.
const PROJECT = 'portico-dev'
/** The development operator (scripts/lib/services.mjs: PORTICO_CONSOLE_OPERATORS). */
const OPERATOR = 'operator'
/** Account 0 of the development mnemonic: the test wallet's. */
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const gateway = () => inject('stack').gateway
const consoleUrl = () => `${gateway()}/console/`

let browser: Browser
let page: Page
/**
 * The project as it was. The last test puts it back through the console; should a test fail before, afterAll does
 * it through the console's API, so the other browser tests see the usual development project.
 */
let original: { allowedOrigins: string[]; features: Record<string, boolean> } | undefined
let restored = false
/** The remote configuration document before the test. */
let originalDocument: Awaited<ReturnType<typeof remoteConfig>> | undefined
let addedOrigin = ''

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await browser.newContext()).newPage()
})
afterAll(async () => {
  if (original && !restored) {
    // Through the console's own API from its page (same origin, the operator's session).
    await page.evaluate(
      async ({ id, body }) => {
        await fetch(`/console/api/projects/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      },
      { id: PROJECT, body: original },
    )
  }
  await browser?.close()
})

/** Sets a feature switch to `on` (clicking only when it is not already so). */
async function setSwitch(name: string, on: boolean): Promise<void> {
  const toggle = page.getByTestId(`console-feature-${name}`)
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click()
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on))
}

/** The project's remote config as an app reads it (fresh each time: no browser cache here). */
async function remoteConfig(): Promise<{
  features: { id: string; isEnabled: boolean; config: string[] | null }[]
}> {
  const res = await fetch(`${gateway()}/appkit/v1/config?projectId=${PROJECT}&st=appkit&sv=e2e`)
  return res.json()
}

describe('operator console (issue 26 item 2)', () => {
  it('the operator signs in through the identity provider, adds an origin, turns socials off and swaps on, and saves', async () => {
    await page.goto(consoleUrl())
    expect(await blockingViolations(page)).toEqual([])
    await page.getByTestId('console-login').click()
    await signInAtIdp(page, OPERATOR)
    await page.getByTestId(`console-project-${PROJECT}`).waitFor({ timeout: 30_000 })
    expect(await blockingViolations(page)).toEqual([])
    await page.getByTestId(`console-project-${PROJECT}`).click()
    const origin = `https://shop-${Date.now()}.example`
    addedOrigin = origin
    await page.getByTestId('console-origin-row').first().waitFor({ timeout: 30_000 })
    originalDocument = await remoteConfig()
    original = await page.evaluate(async (id) => {
      const res = await fetch(`/console/api/projects/${id}`)
      const body = await res.json()
      return { allowedOrigins: body.allowedOrigins, features: body.features }
    }, PROJECT)

    // An invalid pattern is refused in place, naming why; nothing is added.
    await page.getByTestId('console-origin-input').fill('https://*.com')
    await page.getByTestId('console-origin-add').click()
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/not an origin pattern/)
    await page.getByTestId('console-origin-input').fill(origin)
    await page.getByTestId('console-origin-add').click()
    await page.locator(`[data-testid="console-origin-row"][data-origin="${origin}"]`).waitFor()
    await setSwitch('socials', false)
    await setSwitch('swaps', true)
    await page.getByTestId('console-save').click()
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 30_000 }).toMatch(/^Saved/)

    // The audit log names the operator for each change.
    const rows = page.getByTestId('console-audit-row')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const entries = await rows.evaluateAll((els) =>
      els.map((el) => ({ action: el.getAttribute('data-action'), actor: el.getAttribute('data-actor') })),
    )
    expect(entries).toContainEqual({ action: 'origin.add', actor: OPERATOR })
    expect(entries).toContainEqual({ action: 'feature.socials', actor: OPERATOR })
    if (!original.features.swaps) expect(entries).toContainEqual({ action: 'feature.swaps', actor: OPERATOR })
    expect(await blockingViolations(page)).toEqual([])

    // Apps read it: the remote config (the gateway's project cache keeps a project up to 5 s) and the allow-list.
    await expect
      .poll(async () => (await remoteConfig()).features.find((f) => f.id === 'social_login'), {
        timeout: 30_000,
      })
      .toMatchObject({ config: original.features.email ? ['email'] : null })
    // Swaps on: the project no longer turns them off, so the app's own option holds (P-02).
    const swap = (await remoteConfig()).features.find((f) => f.id === 'swap')
    expect(swap?.isEnabled).not.toBe(false)
    const origins = await (
      await fetch(`${gateway()}/projects/v1/origins?projectId=${PROJECT}&st=appkit&sv=e2e`)
    ).json()
    expect(origins.allowedOrigins).toContain(origin)
  })

  it('the chart and its table fallback are there, and the switches work from the keyboard', async () => {
    await page.getByTestId('console-chart-connections').locator('svg[role="img"]').waitFor()
    expect(await page.getByTestId('console-chart-connections').locator('table tbody tr').count()).toBe(14)
    const toggle = page.getByTestId('console-feature-names')
    const before = await toggle.getAttribute('aria-checked')
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(before)
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(before)
  })

  it('the demo, loaded after the change, shows no social buttons and a Swap action; the chart counts its connection', async () => {
    const chart = page.getByTestId('console-chart-connections')
    const connectionsBefore = Number(await chart.getAttribute('data-total'))
    const { page: demo } = await openDemo(browser, {
      options: { features: { email: true, socials: ['google', 'github'], swaps: true } },
    })
    const notices: string[] = []
    demo.on('console', (m) => {
      if (m.type() === 'warning' && m.text().startsWith('[Portico Config Notice]')) notices.push(m.text())
    })
    // The first test saw the gateway answer the new configuration; a fresh browser has none cached. The client
    // reads it at the first click. The positive event: the demo applied it and said it overrode its socials.
    await demo.getByTestId('connect-button').click()
    await expect.poll(() => notices.join('\n'), { timeout: 30_000 }).toContain('socials')
    await demo.getByTestId('connect-section-wallet').waitFor()
    expect(await demo.getByTestId('social-google').count()).toBe(0)
    await demo.keyboard.press('Escape')
    await connectTestWallet(demo, ACCOUNT_0)
    await demo.getByTestId('account-button').click()
    await demo.getByTestId('account-feature-swaps').waitFor({ timeout: 30_000 })
    await demo.context().close()

    // The connection the demo just made is in the chart (the analytics store's CONNECT_SUCCESS).
    await expect
      .poll(
        async () => {
          await page.reload()
          await chart.locator('svg[role="img"]').waitFor()
          return Number(await chart.getAttribute('data-total'))
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(connectionsBefore)
    // And by wallet and by connector type ('browser' for an injected wallet).
    expect(await page.getByTestId('console-chart-wallets').locator('li').count()).toBeGreaterThan(0)
    expect(await page.getByTestId('console-chart-connectors').textContent()).toContain('browser')
    expect(await blockingViolations(page)).toEqual([])
  })

  it('putting the switches and origins back restores the remote configuration exactly as it was', async () => {
    expect(original).toBeDefined()
    await page.getByRole('button', { name: `Remove ${addedOrigin}` }).click()
    for (const [name, on] of Object.entries(original?.features ?? {})) await setSwitch(name, on)
    await page.getByTestId('console-save').click()
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 30_000 }).toMatch(/^Saved/)
    restored = true
    await expect
      .poll(async () => (await remoteConfig()).features, { timeout: 30_000 })
      .toEqual(originalDocument?.features)
    const rows = page.getByTestId('console-audit-row')
    await expect
      .poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-action'))))
      .toContain('origin.remove')
  })

  it('serves the console with a CSP that allows only its own origin and no framing', async () => {
    const res = await fetch(consoleUrl())
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
  })
})
