import { createTestWallet } from '@portico/test-wallet'
import { bitcoinTestKeys } from '@portico/test-wallet/bitcoin'
import { solanaTestKey } from '@portico/test-wallet/solana'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import {
  createNodeWallet,
  type NodeWallet,
} from '../../packages/walletconnect/src/testing/createNodeWallet.js'
import {
  createPorticoWallet,
  type PorticoWallet,
} from '../../packages/walletconnect/src/testing/createPorticoWallet.js'
import {
  bitcoinWalletNamespace,
  evmWalletNamespace,
  solanaWalletNamespace,
} from '../../packages/walletconnect/src/testing/walletNamespaces.js'

/** Account 0 of the development mnemonic: the Node wallet's signer. */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const LOCAL_HOSTS = ['127.0.0.1', 'localhost']

/**
 * A WalletConnect wallet in Node on the official client (@reown/walletkit) through the stack's relay,
 * signing with a real key from the dev mnemonic against the devnet chains. Always `close()` it.
 */
export function startNodeWallet(): Promise<NodeWallet> {
  const stack = inject('stack')
  const signer = createTestWallet({ chains: { 31337: stack.evmA, 31338: stack.evmB } })
  return createNodeWallet({ relayUrl: stack.relay, signer, chainIds: [31337, 31338] })
}

/** The devnet Solana (CAIP-2). */
export const SOLANA_LOCAL = 'solana:portico-local'
/** Bitcoin testnet (CAIP-2), in the demo's networks. */
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

/**
 * Our own WalletConnect test wallet in Node (this repository's protocol code, no official client) through the
 * stack's relay, signing with account 0 against the devnet chains. Always `close()` it.
 */
export async function startPorticoWallet(
  options: { solana?: boolean; bitcoin?: boolean } = {},
): Promise<PorticoWallet> {
  const stack = inject('stack')
  const signer = createTestWallet({ chains: { 31337: stack.evmA, 31338: stack.evmB }, connected: true })
  return createPorticoWallet({
    relayUrl: stack.relay,
    namespaces: {
      eip155: await evmWalletNamespace(signer, [31337, 31338]),
      // With `solana`, the devnet Solana's account of key 0 too.
      ...(options.solana ? { solana: solanaWalletNamespace(solanaTestKey(0), [SOLANA_LOCAL]) } : {}),
      // With `bitcoin`, the testnet payment address of Bitcoin account 0 (no chain: signing only).
      ...(options.bitcoin ? { bip122: bitcoinWalletNamespace(bitcoinTestKeys(0), [BITCOIN_TESTNET]) } : {}),
    },
  })
}

export type WalletConnectPage = {
  page: Page
  /** HTTP requests and WebSocket connections to hosts other than 127.0.0.1/localhost. */
  outside: string[]
  /** Every WebSocket URL the page opened. */
  sockets: string[]
  /** The hrefs passed to `window.open`, read back from the page. */
  openedUrls(): Promise<string[]>
}

/**
 * The demo in a fresh context without the injected test wallet (WalletConnect is the only way in),
 * recording outside traffic (HTTP and WebSocket) and `window.open` calls. `context` takes Playwright
 * context options (a mobile user agent, clipboard permissions).
 */
export async function openWalletConnectDemo(
  browser: Browser,
  parameters: { options?: Record<string, unknown>; context?: BrowserContextOptions } = {},
): Promise<WalletConnectPage> {
  const stack = inject('stack')
  const context = await browser.newContext(parameters.context)
  // Records window.open instead of navigating (a deep link to an app that is not installed here).
  await context.addInitScript(() => {
    const opened: string[] = []
    Object.defineProperty(window, '__openedUrls', { value: opened })
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return null
    }
  })
  const page = await context.newPage()
  const outside: string[] = []
  const sockets: string[] = []
  const isOutside = (url: string) => !LOCAL_HOSTS.includes(new URL(url).hostname)
  page.on('request', (request) => {
    if (request.url().startsWith('http') && isOutside(request.url())) outside.push(request.url())
  })
  page.on('websocket', (socket) => {
    sockets.push(socket.url())
    if (isOutside(socket.url())) outside.push(socket.url())
  })
  const query = parameters.options ? `?options=${encodeURIComponent(JSON.stringify(parameters.options))}` : ''
  await page.goto(`${stack.demo}/${query}`)
  return {
    page,
    outside,
    sockets,
    openedUrls: () =>
      page.evaluate(() => [...(window as unknown as { __openedUrls: string[] }).__openedUrls]),
  }
}

/** Waits for the `wc-uri` element to hold a `wc:` URI (other than `previous`) and returns it. */
export async function readPairingUri(page: Page, previous?: string): Promise<string> {
  const element = page.getByTestId('wc-uri')
  const read = async () => ((await element.count()) ? await element.getAttribute('data-uri') : null)
  await expect
    .poll(
      async () => {
        const uri = await read()
        return !!uri && uri !== previous && /^wc:[0-9a-f]{64}@2\?/.test(uri)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return (await read()) as string
}

/** Opens the modal, picks WalletConnect, pairs `wallet` from `wc-uri` and waits for the account button. */
export async function connectWithWalletConnect(
  page: Page,
  wallet: Pick<NodeWallet, 'pair'>,
): Promise<string> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-walletConnect').click()
  const uri = await readPairingUri(page)
  await wallet.pair(uri)
  await expect
    .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
    .toBe(ACCOUNT_0)
  return uri
}
