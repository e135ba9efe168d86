import { formatSiwxMessage } from '@portico/core'
import { DEV_MNEMONIC } from '@portico/core/dev'
import type { Browser, Page } from 'playwright-core'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo, TEST_WALLET_ROW } from './lib/browser.js'
import { EMAIL_OPTIONS, loginWithEmail } from './lib/emailLogin.js'
import { loginWithSocial } from './lib/socialLogin.js'

const SESSIONS_KEY = '@portico/siwx_sessions'
const randomIndex = () => 100 + Math.floor(Math.random() * 1_000_000)
const addressOf = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address
const gateway = (path: string, init: RequestInit = {}) =>
  fetch(`${inject('stack').gateway}${path}${path.includes('?') ? '&' : '?'}projectId=portico-dev`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  })

type StoredSession = { message: string; signature: string; token: string; data: { accountAddress: string } }
const storedSessions = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SESSIONS_KEY) as Promise<
    StoredSession[]
  >

/** Records every view the router shows from now on (`window.__views`), once the demo exposed `window.portico`. */
const recordViews = async (page: Page) => {
  await page.waitForFunction(() => (window as any).portico?.stores, undefined, { timeout: 30_000 })
  await page.evaluate(() => {
    const w = window as any
    w.__views = []
    w.portico.stores.router.subscribe((s: { view: string }) => w.__views.push(s.view))
  })
}

/**
 * M-07: after an embedded-wallet login with siwx on, a session for `address` is stored, SIWXSignMessage was never
 * shown, the dialog closed, and the gateway accepts the session's token.
 */
async function expectSessionWithoutPrompt(page: Page, address: string) {
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(async () => (await storedSessions(page)).length, { timeout: 20_000 }).toBe(1)
  const [session] = await storedSessions(page)
  if (!session) throw new Error('no session stored')
  expect(session.data.accountAddress).toBe(address)
  expect(session.message.split('\n')[1]).toBe(address)
  await page.waitForTimeout(2_000) // the absence of the prompt: give the session check time to run
  expect(await page.evaluate(() => (window as any).__views)).not.toContain('SIWXSignMessage')
  expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false)
  const checked = await gateway('/auth/v1/siwx/session', {
    headers: { authorization: `Bearer ${session.token}` },
  })
  expect(checked.status).toBe(200)
  expect((await checked.json()).address).toBe(address)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Opens the demo with `siwx: true` and connects account `index`; the dialog then asks to sign in. */
async function connectWithSiwx(index: number) {
  const { page } = await openDemo(browser, { options: { siwx: true }, wallet: { accountIndex: index } })
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET_ROW).click()
  await expect
    .poll(() => page.getByTestId('account-button').getAttribute('data-address'))
    .toBe(addressOf(index))
  await expect.poll(() => currentView(page), { timeout: 15_000 }).toBe('SIWXSignMessage')
  // The view is a lazy chunk: its name is set before its content renders.
  await page.getByTestId('siwx-sign').waitFor()
  return page
}

describe('sign-in with X verified by the gateway (M)', () => {
  it('M-01..M-03, M-08: declined then signed; the session verifies at the gateway; a reload does not ask again; replay and forgery refused', async () => {
    const index = randomIndex()
    const page = await connectWithSiwx(index)
    expect(await page.getByTestId('modal-close').isDisabled()).toBe(true)
    expect(await page.getByText('Sign this message to prove you own this wallet and proceed.').count()).toBe(
      1,
    )

    await page.evaluate(() => (window as any).__porticoTestWallet.rejectNext('personal_sign'))
    await page.getByTestId('siwx-sign').click()
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('Signature declined')
    expect(await currentView(page)).toBe('SIWXSignMessage')

    await page.getByTestId('siwx-sign').click()
    await expect
      .poll(() => page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open), {
        timeout: 15_000,
      })
      .toBe(false)
    const [session] = await storedSessions(page)
    if (!session) throw new Error('no session stored')
    const checked = await gateway('/auth/v1/siwx/session', {
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(checked.status).toBe(200)
    expect((await checked.json()).address).toBe(addressOf(index))

    // A reload restores the connection and the session: no SIWXSignMessage.
    await page.reload()
    await expect
      .poll(() => page.getByTestId('account-button').getAttribute('data-address'))
      .toBe(addressOf(index))
    await page.waitForTimeout(2_000) // the absence of the prompt: give the session check time to run
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false)

    // The same signed message again: its nonce is used up.
    const replay = await gateway('/auth/v1/siwx/verify', {
      method: 'POST',
      body: JSON.stringify({ message: session.message, signature: session.signature }),
    })
    expect(replay.status).toBe(400)
    expect((await replay.json()).message).toBe('message nonce is unknown, expired or already used')

    // A fresh nonce, the account's address, another key's signature.
    const { nonce } = await (await gateway('/auth/v1/siwx/nonce', { method: 'POST', body: '{}' })).json()
    const forgedText = formatSiwxMessage({
      domain: new URL(inject('stack').demo).host,
      accountAddress: addressOf(index),
      chainId: 'eip155:31337',
      uri: inject('stack').demo,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const forger = privateKeyToAccount(generatePrivateKey())
    const forged = await gateway('/auth/v1/siwx/verify', {
      method: 'POST',
      body: JSON.stringify({
        message: forgedText,
        signature: await forger.signMessage({ message: forgedText }),
      }),
    })
    expect(forged.status).toBe(400)
    expect((await forged.json()).field).toBe('body.signature')

    // M-10: disconnecting signs out: the token no longer verifies.
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-disconnect').click()
    await expect
      .poll(
        async () =>
          (await gateway('/auth/v1/siwx/session', { headers: { authorization: `Bearer ${session.token}` } }))
            .status,
      )
      .toBe(401)
    await page.context().close()
  })

  it('M-04 cancel disconnects when sign-in is required', async () => {
    const page = await connectWithSiwx(randomIndex())
    await page.getByTestId('siwx-cancel').click()
    await expect.poll(() => page.getByTestId('connect-button').isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false)
    await page.context().close()
  })

  it('M-07 email login with siwx on: the secure site signs at login, no SIWXSignMessage, the gateway accepts the session', async () => {
    const { page } = await openDemo(browser, { options: { ...EMAIL_OPTIONS, siwx: true }, wallet: false })
    await recordViews(page)
    const address = await loginWithEmail(page, `siwx-${Math.random().toString(36).slice(2, 10)}@example.com`)
    await expectSessionWithoutPrompt(page, address)
    await page.context().close()
  })

  it('M-07 social login with siwx on: the secure site signs at login, no SIWXSignMessage, the gateway accepts the session', async () => {
    const options = { features: { socials: ['github'] }, siwx: true }
    const { page } = await openDemo(browser, { options, wallet: false })
    await recordViews(page)
    const address = await loginWithSocial(page, 'github', `siwx-${Math.random().toString(36).slice(2, 10)}`)
    await expectSessionWithoutPrompt(page, address)
    await page.context().close()
  })
})
