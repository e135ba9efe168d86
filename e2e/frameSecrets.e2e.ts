import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dpopHeaders, newDeviceKey } from '../services/gateway/test/auth/dpopClient.js'
import { launchBrowser, openDemo } from './lib/browser.js'
import { EMAIL_OPTIONS, requestCode, secureFrame } from './lib/emailLogin.js'
import {
  attackWithLoot,
  collectLoot,
  frameRecords,
  installFrameRecorder,
  installPageAttacker,
} from './lib/pageAttacker.js'
import { completeKeyStep, enablePasskeys } from './lib/passkeys.js'
import { signInAtIdp, startSocial } from './lib/socialLogin.js'

// Issue 22, item 1: secrets only on the secure origin. Each test plays the attacker against the running stack
// and fails if the promise breaks.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const PROJECT = 'portico-dev'
/** Long runs of token characters in `text` (access and refresh tokens, keys). */
const secretsIn = (text: string) => [
  ...new Set(text.match(/[A-Za-z0-9_-]{24,}(?:\.[A-Za-z0-9_-]+){0,2}/g) ?? []),
]

describe('a script on the app page (issue 22)', () => {
  it('F-16 F-02 records every key, storage value, message and request, calls the gateway and the secure site itself, and ends with no code, no usable token and no key; the user’s login in the frame succeeds', async () => {
    const stack = inject('stack')
    const secureOrigin = new URL(stack.secure).origin
    const { page } = await openDemo(browser, {
      options: EMAIL_OPTIONS,
      wallet: false,
      beforeLoad: async (p) => {
        await installPageAttacker(p)
        await installFrameRecorder(p, secureOrigin)
      },
    })
    await enablePasskeys(page)
    const email = `e2e-attacked-${Date.now()}@example.com`
    const code = await requestCode(page, email)
    // The user types the code key by key, where the dialog shows the input: the secure site's, in its frame.
    const input = (await secureFrame(page)).getByTestId('otp-input')
    await input.waitFor({ timeout: 20_000 })
    await input.pressSequentially(code)
    // Issue 22: then the passkey step, on the secure site's own screen.
    await completeKeyStep(page, () => secureFrame(page))
    const account = page.getByTestId('account-button')
    await account.waitFor({ timeout: 30_000 })
    expect(await account.getAttribute('data-address')).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const loot = await collectLoot(page)
    const frame = await frameRecords(await secureFrame(page))
    // The recorders work: the attacker saw the email typed in the app's own input, the page's requests and the
    // frame's messages; the frame saw the app's messages and holds a session.
    expect(loot.keys.join('')).toContain(email)
    expect(loot.requests.length).toBeGreaterThan(0)
    expect(loot.messages.some((m) => m.includes('@w3m-frame/'))).toBe(true)
    expect(frame.received.some((m) => m.includes('@w3m-app/CONNECT_OTP'))).toBe(true)
    // The frame's session: its tokens (the user's email, stored beside them, is no secret from the app).
    const sessionSecrets = secretsIn(frame.storage.join('\n')).filter((s) => !email.includes(s))
    expect(sessionSecrets.length).toBeGreaterThan(0)

    // No code: not in a key press, an input, a message (either way across the frame), a request or storage.
    const seen = JSON.stringify(loot)
    expect(seen).not.toContain(code)
    expect(frame.received.join('\n')).not.toContain(code)
    // No token: nothing of the frame's session reached the app's page.
    expect(sessionSecrets.filter((s) => seen.includes(s))).toEqual([])

    // The attacker uses everything it saw, from the app's page: every call is refused, nothing comes back.
    const calls = await attackWithLoot(
      page,
      { gateway: stack.gateway, secure: stack.secure.replace(/\/$/, ''), projectId: PROJECT, email },
      loot,
    )
    expect(calls.some((c) => c.what === 'email/start')).toBe(true)
    expect(calls.some((c) => c.what === 'wallet')).toBe(true)
    for (const c of calls) {
      // 0: the browser kept the answer from the page (no CORS for the app's origin); 403: refused outright.
      expect([0, 403], `${c.what}: ${c.status} ${c.body}`).toContain(c.status)
      expect(c.body).not.toMatch(/accessToken|refreshToken|wrapKey|ciphertext/)
    }
    await page.context().close()
  })
})

describe('a phishing link for a social login (issue 22)', () => {
  it('F-19 a flow started in context A and completed by the victim in context B gives neither a session; a stranger who started one with their own flow key cannot redeem it', async () => {
    const stack = inject('stack')
    const secureOrigin = new URL(stack.secure).origin
    const options = { features: { socials: ['github'] } }

    // The stranger starts a login in their browser (context A) and copies the provider link the popup opened.
    const stranger = await openDemo(browser, { options, wallet: false })
    const authRequest = stranger.page
      .context()
      .waitForEvent(
        'request',
        (r) => r.url().includes('code_challenge=') && new URL(r.url()).pathname === '/auth',
      )
    const strangerPopup = await startSocial(stranger.page, 'github')
    const link = (await authRequest).url()

    // The victim opens the link in their own browser (context B) and signs in at the provider.
    const victim = await browser.newContext()
    const victimPage = await victim.newPage()
    await victimPage.goto(link)
    await signInAtIdp(victimPage, `victim-${Date.now()}`)
    // The callback page in B holds the answer but no window of B started the flow: it sends nothing on.
    const refused = victimPage.getByTestId('social-error')
    await refused.waitFor({ timeout: 30_000 })
    expect(await refused.textContent()).toContain('not started in this browser')
    expect(new URL(victimPage.url()).origin).toBe(secureOrigin)

    // A's frame, still waiting, never gets the answer: its popup closes and A is not connected.
    await strangerPopup.close()
    await expect
      .poll(() => stranger.page.getByTestId('connecting-social-error').textContent(), { timeout: 20_000 })
      .toBe('Popup closed')
    expect(await stranger.page.getByTestId('account-button').count()).toBe(0)
    // B is not connected either: its demo loads with the connect button only.
    const victimDemo = await victim.newPage()
    await victimDemo.goto(stack.demo)
    await victimDemo.getByTestId('connect-button').waitFor()
    expect(await victimDemo.getByTestId('account-button').count()).toBe(0)

    // The stranger of the issue: starts a flow from a server with their own flow key (forging the secure site's
    // Origin header is easy outside a browser), sends the victim the provider link, and tries to redeem.
    // The stranger has a device key of their own, so their requests carry valid DPoP proofs.
    const device = await newDeviceKey()
    const api = async (path: string, body: unknown) => {
      const url = `${stack.gateway}${path}?projectId=${PROJECT}`
      const r = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: secureOrigin,
          ...(await dpopHeaders(device, 'POST', url)),
        },
        body: JSON.stringify(body),
      })
      return { status: r.status, body: (await r.json()) as Record<string, unknown> }
    }
    const { createHash, randomBytes } = await import('node:crypto')
    const flowKey = randomBytes(32).toString('base64url')
    const flowKeyHash = createHash('sha256').update(flowKey).digest('base64url')
    const started = await api('/auth/v1/social/start', {
      provider: 'github',
      appOrigin: new URL(stack.demo).origin,
      flowKeyHash,
    })
    expect(started.status).toBe(200)
    const phishing = String(started.body.uri)
    const state = new URL(phishing).searchParams.get('state') ?? ''
    const victimAgain = await victim.newPage()
    await victimAgain.goto(phishing)
    await signInAtIdp(victimAgain, `victim2-${Date.now()}`)
    await victimAgain.getByTestId('social-error').waitFor({ timeout: 30_000 })
    // The stranger has the state and the flow key, but not the code the victim's browser holds.
    const callbackUrl = `${secureOrigin}/social/callback?code=stolen-nothing&state=${encodeURIComponent(state)}`
    const redeem = await api('/auth/v1/social/redeem', { callbackUrl, flowKey })
    // Refused by the provider at the exchange (the flow key matched; the code did not), not by a missing proof.
    expect(redeem).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', field: 'callbackUrl' } })
    expect(redeem.body.accessToken).toBeUndefined()
    await stranger.page.context().close()
    await victim.close()
  })
})
