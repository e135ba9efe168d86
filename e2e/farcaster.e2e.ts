import { DEVNET_CHAINS, registerFarcasterFid } from '@portico/devnet'
import { signInWithFarcaster } from '@portico/test-wallet/farcaster'
import type { Browser, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'
import { secureFrame } from './lib/emailLogin.js'
import { completeKeyStep, enablePasskeys, wipeDeviceKeepingPasskey } from './lib/passkeys.js'
import { farcasterUrl } from './lib/socialLogin.js'

// Issue 12, F-20: Sign In With Farcaster against the running stack: the gateway runs the relay channel and checks
// the signed message with @farcaster/auth-client against the devnet IdRegistry (fid 1 = the devnet's custody
// key); the Farcaster app is the test wallet's client, which signs what the QR code encodes.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const OPTIONS = { features: { socials: ['google', 'farcaster'] } }
/** A new browser with the demo and a virtual authenticator (issue 22: the login creates a passkey). */
const fresh = async () => {
  const { page } = await openDemo(browser, { options: OPTIONS, wallet: false })
  await enablePasskeys(page)
  return page
}

/** A Farcaster account of its own: a new custody key and the fid the devnet registry issues to it. */
type FarcasterAccount = { custodyKey: Hex; fid: number }

/**
 * Registers a new fid on the devnet. Each test needs its own: the first login of a fid makes its key and seals it
 * under that browser's passkey (issue 22), so a later test in a new browser, without that passkey, could not open
 * the same fid's wallet (as a real user's new device without their passkey cannot).
 */
async function newFarcasterAccount(): Promise<FarcasterAccount> {
  const custodyKey = generatePrivateKey()
  const { address } = privateKeyToAccount(custodyKey)
  return {
    custodyKey,
    fid: await registerFarcasterFid(inject('stack').evmA, DEVNET_CHAINS[0].chainId, address),
  }
}

/** The Farcaster app signs in on `url` as `account`. */
const farcasterApp = (url: string, username: string, account: FarcasterAccount) =>
  signInWithFarcaster({ url, relayUrl: `${inject('stack').gateway}/farcaster`, ...account, username })

/** A whole Farcaster sign-in (a fresh browser profile unless `existing`); resolves the page and the address. */
async function login(username: string, account: FarcasterAccount, existing?: Page) {
  const page = existing ?? (await fresh())
  const url = await farcasterUrl(page)
  expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
  expect((await farcasterApp(url, username, account)).status).toBe(200)
  await completeKeyStep(page, () => secureFrame(page))
  const button = page.getByTestId('account-button')
  await button.waitFor({ timeout: 30_000 })
  return { page, address: (await button.getAttribute('data-address')) ?? '' }
}

describe('Sign In With Farcaster (issue 12, F-20)', () => {
  it('F-20 the QR code’s URL signed by the Farcaster app logs in, gives an address and the username in the header', async () => {
    const username = `farcaster-e2e-${Date.now()}`
    const { page, address } = await login(username, await newFarcasterAccount())
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.getByTestId('account-button').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    await expect.poll(() => page.getByTestId('account-user').textContent()).toBe(username)
    await page.context().close()
  })

  it('F-20 the same fid on a new device with the synced passkey gets the same address', async () => {
    const account = await newFarcasterAccount()
    const first = await login('same-fid', account)
    // Issue 22: a new device has nothing but the user's synced passkey.
    await wipeDeviceKeepingPasskey(first.page, await secureFrame(first.page))
    await first.page.getByTestId('connect-button').waitFor()
    const again = await login('same-fid', account, first.page)
    expect(again.address).toBe(first.address)
    await first.page.context().close()
  })

  it('F-20 a message signed for another domain is refused: no session, the dialog still waits', async () => {
    const account = await newFarcasterAccount()
    const page = await fresh()
    const url = await farcasterUrl(page)
    const refused = await signInWithFarcaster({
      url,
      relayUrl: `${inject('stack').gateway}/farcaster`,
      ...account,
      tamper: { domain: 'evil.example' },
    })
    expect(refused.status).toBe(401)
    expect(String(refused.body.message)).toContain('Invalid domain')
    expect(await currentView(page)).toBe('ConnectingFarcaster')
    // The genuine message on the same channel still signs in.
    expect((await farcasterApp(url, 'after-refusal', account)).status).toBe(200)
    await completeKeyStep(page, () => secureFrame(page))
    await page.getByTestId('account-button').waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it('F-20 S-34 closing the dialog during the login drops its URL: choosing Farcaster again fetches a new one, which signs in', async () => {
    const account = await newFarcasterAccount()
    const page = await fresh()
    const first = await farcasterUrl(page)
    await page.getByTestId('modal-close').click()
    await expect.poll(() => page.getByTestId('modal').isVisible()).toBe(false)
    const second = await farcasterUrl(page)
    expect(second).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    expect(second).not.toBe(first)
    expect((await farcasterApp(second, 'after-close', account)).status).toBe(200)
    await completeKeyStep(page, () => secureFrame(page))
    await page.getByTestId('account-button').waitFor({ timeout: 30_000 })
    await page.context().close()
  })
})
