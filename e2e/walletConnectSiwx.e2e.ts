import type { Browser, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { NodeWallet } from '../packages/walletconnect/src/testing/createNodeWallet.js'
import { launchBrowser } from './lib/browser.js'
import {
  ACCOUNT_0,
  connectWithWalletConnect,
  openWalletConnectDemo,
  startNodeWallet,
} from './lib/walletConnect.js'

// SIWX over WalletConnect in the demo (`siwx: true`, the gateway-verified sign-in): WalletKit 1.2.10 in Node
// signing in as it connects with account 0's key (the official message and CACAO builders), and the fallback
// for a wallet without sign-in. Real parts: Chromium, our relay, the gateway, the devnet chains.
const SESSIONS_KEY = '@portico/siwx_sessions'
const ACCOUNT_0_KEY = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

type StoredSession = { message: string; token: string; data: { accountAddress: string; nonce: string } }
const storedSessions = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SESSIONS_KEY) as Promise<
    StoredSession[]
  >
const gatewaySession = async (token: string) => {
  const response = await fetch(`${inject('stack').gateway}/auth/v1/siwx/session?projectId=portico-dev`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as { address?: string } }
}
/** Records every view the router shows from now on (`window.__views`). */
const recordViews = async (page: Page) => {
  await page.waitForFunction(() => (window as any).portico?.stores, undefined, { timeout: 30_000 })
  await page.evaluate(() => {
    const w = window as any
    w.__views = []
    w.portico.stores.router.subscribe((s: { view: string }) => w.__views.push(s.view))
  })
}

let browser: Browser
const wallets: NodeWallet[] = []
async function wallet() {
  const created = await startNodeWallet()
  wallets.push(created)
  return created
}
beforeAll(async () => {
  browser = await launchBrowser()
})
afterEach(async () => {
  await Promise.allSettled(wallets.splice(0).map((w) => w.close()))
  await Promise.allSettled(browser.contexts().map((c) => c.close()))
})
afterAll(() => browser?.close())

describe('SIWX over WalletConnect in the demo', () => {
  it('M-02 the wallet signs in as it connects (wc_sessionAuthenticate): the gateway accepts the session, SIWXSignMessage never shows', async () => {
    const { page, outside } = await openWalletConnectDemo(browser, { options: { siwx: true } })
    await recordViews(page)
    const nodeWallet = await wallet()
    // A wallet that signs in declines the plain proposal sent alongside as the fallback.
    nodeWallet.rejectNextProposal()
    nodeWallet.kit.on('session_authenticate', async ({ id, params }) => {
      const iss = `did:pkh:eip155:31337:${ACCOUNT_0_KEY.address}`
      const request = { ...params.authPayload, chains: ['eip155:31337'] }
      const message = nodeWallet.kit.formatAuthMessage({ request, iss })
      // A CACAO as @walletconnect/utils' buildAuthObject makes it: header, payload with the issuer, signature.
      const signature = await ACCOUNT_0_KEY.signMessage({ message })
      const auth = {
        h: { t: 'caip122' as const },
        p: { ...request, iss },
        s: { t: 'eip191' as const, s: signature },
      }
      await nodeWallet.kit.approveSessionAuthenticate({ id, auths: [auth] })
    })
    await connectWithWalletConnect(page, nodeWallet)

    await expect.poll(async () => (await storedSessions(page)).length, { timeout: 20_000 }).toBe(1)
    const [session] = await storedSessions(page)
    if (!session) throw new Error('no session stored')
    expect(session.data.accountAddress).toBe(ACCOUNT_0)
    expect(session.message).toContain('I further authorize the stated URI to perform the following actions')
    const checked = await gatewaySession(session.token)
    expect(checked).toEqual({ status: 200, body: expect.objectContaining({ address: ACCOUNT_0 }) })
    // The session check ran (the dialog closed on the connected account) and found the session.
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false)
    expect(await page.evaluate(() => (window as any).__views)).not.toContain('SIWXSignMessage')
    expect(outside).toEqual([])
  })

  it('M-02 a wallet without sign-in connects by the proposal; SIWXSignMessage then asks for personal_sign', async () => {
    const { page } = await openWalletConnectDemo(browser, { options: { siwx: true } })
    const nodeWallet = await wallet()
    await connectWithWalletConnect(page, nodeWallet)
    await page.getByTestId('siwx-sign').click({ timeout: 30_000 })
    await expect.poll(async () => (await storedSessions(page)).length, { timeout: 20_000 }).toBe(1)
    const [session] = await storedSessions(page)
    if (!session) throw new Error('no session stored')
    expect(session.message).not.toContain('I further authorize')
    expect((await gatewaySession(session.token)).status).toBe(200)
    expect(nodeWallet.requests.map((r) => r.method)).toEqual(['personal_sign'])
  })
})
