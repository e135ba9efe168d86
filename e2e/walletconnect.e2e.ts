import { ed25519 } from '@noble/curves/ed25519'
import { bitcoinTestKeys } from '@portico/test-wallet/bitcoin'
import { solanaTestKey } from '@portico/test-wallet/solana'
import { base58 } from '@scure/base'
import { Verifier } from 'bip322-js'
import type { Browser } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { NodeWallet } from '../packages/walletconnect/src/testing/createNodeWallet.js'
import { currentView, launchBrowser, switchFromNetworksView } from './lib/browser.js'
import {
  ACCOUNT_0,
  BITCOIN_TESTNET,
  connectWithWalletConnect,
  openWalletConnectDemo,
  readPairingUri,
  SOLANA_LOCAL,
  startNodeWallet,
  startPorticoWallet,
} from './lib/walletConnect.js'

// Real parts: the demo in Chromium with the official SignClient loaded on demand, our relay, a wallet in
// Node on the official WalletKit signing with a real key (tools/test-wallet) against the devnet chains.
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

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

describe('WalletConnect in the demo, against the running stack', () => {
  it('C-22 T-08 pairs from the QR view through our relay; the account shows; nothing reaches an outside host (P-17)', async () => {
    const { page, outside, sockets } = await openWalletConnectDemo(browser, {
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    })
    const nodeWallet = await wallet()
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-walletConnect').click()
    expect(await currentView(page)).toBe('ConnectingWalletConnect')
    const uri = await readPairingUri(page)
    expect(await page.getByRole('img', { name: 'WalletConnect QR code' }).count()).toBe(1)
    const expiry = await page.evaluate(() => window.portico?.walletConnect.getState().expiry ?? 0)
    expect(Math.abs(expiry - Date.now() - 240_000)).toBeLessThan(15_000)

    await page.getByTestId('wc-copy-link').click()
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    await nodeWallet.pair(uri)
    await expect
      .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
      .toBe(ACCOUNT_0)
    expect(await page.getByTestId('modal').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false)
    expect(sockets.some((url) => url.startsWith(inject('stack').relay))).toBe(true)
    expect(outside).toEqual([])
  })

  it('signs "Hello from Portico" through the wallet; the signature verifies for account 0', async () => {
    const { page } = await openWalletConnectDemo(browser)
    await connectWithWalletConnect(page, await wallet())
    await page.getByTestId('demo-sign-message').click()
    await expect
      .poll(() => page.getByTestId('demo-result').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('demo-result').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello from Portico', signature })).toBe(true)
  })

  it('D-09 sends on 31337, switches to 31338 from the Networks view and sends there; both are mined', async () => {
    const stack = inject('stack')
    const { page } = await openWalletConnectDemo(browser)
    const nodeWallet = await wallet()
    await connectWithWalletConnect(page, nodeWallet)
    const sendAndWait = async (rpcUrl: string) => {
      await page.getByTestId('demo-send-transaction').click()
      await expect
        .poll(() => page.getByTestId('demo-result').textContent(), { timeout: 20_000 })
        .toMatch(/^0x[0-9a-f]{64}$/)
      const hash = (await page.getByTestId('demo-result').textContent()) as `0x${string}`
      const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({
        hash,
      })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase())
    }
    await sendAndWait(stack.evmA)

    await switchFromNetworksView(page, 'eip155:31338')
    await sendAndWait(stack.evmB)
    expect(nodeWallet.requests.map((r) => r.chainId)).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('S-35 the wallet rejects the proposal: "Connection rejected", and Try again pairs', async () => {
    const { page } = await openWalletConnectDemo(browser)
    const nodeWallet = await wallet()
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-walletConnect').click()
    const first = await readPairingUri(page)
    nodeWallet.rejectNextProposal()
    await nodeWallet.pair(first)
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Connection rejected')
    expect(await currentView(page)).toBe('ConnectingWalletConnect')

    await page.getByTestId('connect-retry').click()
    const second = await readPairingUri(page, first)
    await nodeWallet.pair(second)
    await expect
      .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
      .toBe(ACCOUNT_0)
  })

  it('a wallet-side disconnect returns the dapp to the connect button', async () => {
    const { page } = await openWalletConnectDemo(browser)
    const nodeWallet = await wallet()
    await connectWithWalletConnect(page, nodeWallet)
    await nodeWallet.disconnectAll()
    await expect.poll(() => page.getByTestId('connect-button').count(), { timeout: 20_000 }).toBe(1)
    expect(await page.getByTestId('account-button').count()).toBe(0)
  })

  it('a dapp-side disconnect ends the session in the wallet too, and a reload stays disconnected', async () => {
    const { page } = await openWalletConnectDemo(browser)
    const nodeWallet = await wallet()
    await connectWithWalletConnect(page, nodeWallet)
    expect(nodeWallet.sessionTopics()).toHaveLength(1)
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-disconnect').click()
    await expect.poll(() => page.getByTestId('connect-button').count()).toBe(1)
    await expect.poll(() => nodeWallet.sessionTopics(), { timeout: 20_000 }).toEqual([])
    await page.reload()
    await expect.poll(() => page.getByTestId('connect-button').count()).toBe(1)
    expect(await page.getByTestId('account-button').count()).toBe(0)
  })

  it('C-06 a reload restores the session; the WalletConnect row is hidden while connected through it', async () => {
    const { page } = await openWalletConnectDemo(browser)
    await connectWithWalletConnect(page, await wallet())
    await page.reload()
    await expect
      .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
      .toBe(ACCOUNT_0)
    await page.evaluate(() => window.portico?.open({ view: 'Connect' }))
    await expect.poll(() => currentView(page)).toBe('Connect')
    await expect.poll(() => page.getByTestId('all-wallets').count()).toBe(1)
    expect(await page.getByTestId('wallet-walletConnect').count()).toBe(0)
    await page.evaluate(() => window.portico?.close())

    // The restored session still reaches the wallet.
    await page.getByTestId('demo-sign-message').click()
    await expect
      .poll(() => page.getByTestId('demo-result').textContent(), { timeout: 20_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('C-22 C-06 the demo pairs with our own test wallet by the QR URI, signs through it, and restores it after a reload', async () => {
    const { page, outside } = await openWalletConnectDemo(browser)
    const ours = await startPorticoWallet()
    try {
      await connectWithWalletConnect(page, ours)
      // The result line starts empty on each page load, so each poll sees this signature.
      const sign = async () => {
        await page.getByTestId('demo-sign-message').click()
        await expect
          .poll(() => page.getByTestId('demo-result').textContent(), { timeout: 20_000 })
          .toMatch(/^0x[0-9a-f]{130}$/)
        const signature = (await page.getByTestId('demo-result').textContent()) as `0x${string}`
        expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello from Portico', signature })).toBe(
          true,
        )
      }
      await sign()
      await page.reload()
      await expect
        .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
        .toBe(ACCOUNT_0)
      await sign()
      expect(ours.requests.map((r) => r.method)).toEqual(['personal_sign', 'personal_sign'])
      expect(outside).toEqual([])
    } finally {
      await ours.close()
    }
  })

  it('O-01 a session that grants solana: the demo signs on Solana with the WalletConnect account, also after a reload', async () => {
    const { page, outside } = await openWalletConnectDemo(browser)
    const ours = await startPorticoWallet({ solana: true })
    const key = solanaTestKey(0)
    try {
      await connectWithWalletConnect(page, ours)
      await switchFromNetworksView(page, SOLANA_LOCAL)
      await expect
        .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 20_000 })
        .toBe(key.address)
      const signOnSolana = async () => {
        await page.getByTestId('demo-sign-message').click()
        await expect
          .poll(() => page.getByTestId('demo-result').getAttribute('data-ok'), { timeout: 20_000 })
          .toBe('true')
        const signature = base58.decode((await page.getByTestId('demo-result').textContent()) ?? '')
        expect(ed25519.verify(signature, new TextEncoder().encode('Hello from Portico'), key.publicKey)).toBe(
          true,
        )
      }
      await signOnSolana()
      await page.reload()
      await expect
        .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
        .toBe(key.address)
      await signOnSolana()
      expect(ours.requests.map((r) => `${r.method} ${r.chainId}`)).toEqual([
        `solana_signMessage ${SOLANA_LOCAL}`,
        `solana_signMessage ${SOLANA_LOCAL}`,
      ])
      expect(outside).toEqual([])
    } finally {
      await ours.close()
    }
  })

  it('O-01 a session that grants bip122: the demo signs a BIP-322 message with the WalletConnect account on Bitcoin testnet, also after a reload', async () => {
    const { page, outside } = await openWalletConnectDemo(browser)
    const ours = await startPorticoWallet({ bitcoin: true })
    const payment = bitcoinTestKeys(0).find((key) => key.purpose === 'payment')
    if (!payment) throw new Error('no payment key')
    try {
      await connectWithWalletConnect(page, ours)
      await switchFromNetworksView(page, BITCOIN_TESTNET)
      await expect
        .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 20_000 })
        .toBe(payment.address)
      const signOnBitcoin = async () => {
        await page.getByTestId('demo-sign-message').click()
        await expect
          .poll(() => page.getByTestId('demo-result').getAttribute('data-ok'), { timeout: 20_000 })
          .toBe('true')
        const signature = (await page.getByTestId('demo-result').textContent()) ?? ''
        expect(Verifier.verifySignature(payment.address, 'Hello from Portico', signature)).toBe(true)
      }
      await signOnBitcoin()
      await page.reload()
      await expect
        .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
        .toBe(payment.address)
      await signOnBitcoin()
      expect(ours.requests.map((r) => `${r.method} ${r.chainId}`)).toEqual([
        `signMessage ${BITCOIN_TESTNET}`,
        `signMessage ${BITCOIN_TESTNET}`,
      ])
      expect(outside).toEqual([])
    } finally {
      await ours.close()
    }
  })

  it('C-22 C-25 a registry wallet shows its name over the QR; the copy link is reachable by keyboard; closing returns to Connect', async () => {
    const { page } = await openWalletConnectDemo(browser, {
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    })
    await page.getByTestId('connect-button').click()
    await page.getByTestId('all-wallets').click()
    await page.getByTestId('wallet-search').fill('MetaMask')
    await page.getByTestId(`wallet-${METAMASK_ID}`).click()
    const uri = await readPairingUri(page)
    expect(await page.getByTestId('wc-wallet-name').textContent()).toBe('MetaMask')
    expect(await page.getByRole('img', { name: 'QR code to scan with MetaMask' }).count()).toBe(1)

    const focused = () =>
      page.evaluate(
        () =>
          document.querySelector('portico-modal')?.shadowRoot?.activeElement?.getAttribute('data-testid') ??
          null,
      )
    for (let i = 0; i < 10 && (await focused()) !== 'wc-copy-link'; i++) await page.keyboard.press('Tab')
    expect(await focused()).toBe('wc-copy-link')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    await page.getByTestId('modal-close').click()
    await page.getByTestId('connect-button').click()
    await expect.poll(() => currentView(page)).toBe('Connect')
    expect(await page.evaluate(() => window.portico?.walletConnect.getState().status)).toBe('idle')
  })

  it('C-24 the basic view shows the WalletConnect QR plus a wallet list', async () => {
    const { page } = await openWalletConnectDemo(browser)
    await page.evaluate(() => window.portico?.open({ view: 'ConnectingWalletConnectBasic' }))
    await expect.poll(() => currentView(page)).toBe('ConnectingWalletConnectBasic')
    await readPairingUri(page)
    expect(await page.getByRole('img', { name: 'WalletConnect QR code' }).count()).toBe(1)
    await expect.poll(() => page.getByTestId('all-wallets').count()).toBe(1)
  })

  it('C-22 on mobile a picked wallet is opened by its deep link with wc?uri=', async () => {
    const { page, openedUrls } = await openWalletConnectDemo(browser, {
      context: { userAgent: MOBILE_USER_AGENT, viewport: { width: 390, height: 844 }, isMobile: true },
    })
    await page.getByTestId('connect-button').click()
    await page.getByTestId('all-wallets').click()
    await page.getByTestId('wallet-search').fill('MetaMask')
    await page.getByTestId(`wallet-${METAMASK_ID}`).click()
    expect(await currentView(page)).toBe('ConnectingWalletConnect')
    const uri = await readPairingUri(page)
    await expect.poll(openedUrls).toEqual([`metamask://wc?uri=${encodeURIComponent(uri)}`])
    expect(await page.getByTestId('wc-wallet-name').textContent()).toBe('MetaMask')
  })

  it.each([
    ['the WalletKit 1.2.10 wallet', wallet],
    ['our test wallet', () => startPorticoWallet()],
  ] as const)(
    'C-22 on mobile the deep link pairs %s: the wallet opened with its wc?uri= connects the demo',
    async (_name, start) => {
      const { page, openedUrls, outside } = await openWalletConnectDemo(browser, {
        context: { userAgent: MOBILE_USER_AGENT, viewport: { width: 390, height: 844 }, isMobile: true },
      })
      const mobileWallet = await start()
      try {
        await page.getByTestId('connect-button').click()
        await page.getByTestId('all-wallets').click()
        await page.getByTestId('wallet-search').fill('MetaMask')
        await page.getByTestId(`wallet-${METAMASK_ID}`).click()
        await expect.poll(async () => (await openedUrls()).length, { timeout: 30_000 }).toBe(1)
        const [opened] = await openedUrls()
        // What the wallet app receives: the pairing URI in the deep link's `uri` parameter.
        const uri = new URL(opened ?? '').searchParams.get('uri') ?? ''
        expect(uri).toBe(await readPairingUri(page))
        await mobileWallet.pair(uri)
        await expect
          .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
          .toBe(ACCOUNT_0)
        expect(outside).toEqual([])
      } finally {
        await mobileWallet.close()
      }
    },
  )
})
