import * as ecc from '@bitcoinerlab/secp256k1'
import { ed25519 } from '@noble/curves/ed25519'
import { testWalletInitScript } from '@portico/test-wallet'
import { bitcoinTestKeys, installBitcoinTestWallet } from '@portico/test-wallet/bitcoin'
import {
  SOLANA_TEST_WALLET_NAME,
  solanaTestKey,
  solanaTestWalletInitScript,
} from '@portico/test-wallet/solana'
import { getBase58Encoder } from '@solana/kit'
import { Verifier } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillSend } from './lib/accountFlows.js'
import { currentView, launchBrowser, switchFromNetworksView, TEST_WALLET_ROW } from './lib/browser.js'

// Issue 14 end to end: the demo with eip155, solana and bip122 networks; the EVM test wallet (EIP-6963), the
// Solana test wallet (wallet-standard, real keys, sends to the devnet Solana) and the Bitcoin test wallet
// (wallet-standard + sats-connect; it signs in this process with the mnemonic's real testnet keys). One
// browser context for the whole file, so the last test can reload and find every connection restored.

const EVM_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_LOCAL = 'solana:portico-local'
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const BITCOIN_WALLET_ROW = 'wallet-Portico Bitcoin Test Wallet'
const SOLANA_WALLET_ROW = `wallet-${SOLANA_TEST_WALLET_NAME}`
const MESSAGE = 'Hello from Portico'
/** The devnet's runtime fee: 5000 lamports per signature (one signature per transfer). */
const FEE_LAMPORTS = 5_000n

const [solana0, solana1] = [solanaTestKey(0), solanaTestKey(1)]
const payment = bitcoinTestKeys(0).find((key) => key.purpose === 'payment')!

let browser: Browser
let context: BrowserContext
let page: Page
const gatewayRequests: string[] = []

beforeAll(async () => {
  const stack = inject('stack')
  browser = await launchBrowser()
  context = await browser.newContext()
  await context.addInitScript(testWalletInitScript({ chains: { 31337: stack.evmA, 31338: stack.evmB } }))
  await context.addInitScript(solanaTestWalletInitScript({ rpcUrls: { 'solana:localnet': stack.solana } }))
  await installBitcoinTestWallet(context)
  page = await context.newPage()
  page.on('request', (request) => {
    if (request.url().startsWith(stack.gateway)) gatewayRequests.push(request.url())
  })
  await page.goto(stack.demo)
})
afterAll(() => browser?.close())

/** One JSON-RPC call to the devnet Solana itself (not through the gateway): what the chain holds. */
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(inject('stack').solana, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T }
  return body.result
}
const lamports = async (address: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value)
async function pusdUnits(owner: string, mint: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: { account: { data: any } }[] }>('getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

const accountAddress = () => page.getByTestId('account-button').getAttribute('data-address')
const activeNetwork = () => page.getByTestId('network-button').getAttribute('data-caip-network-id')

/** Network button → Networks → a namespace without an account → SwitchActiveChain → Switch → Connect. */
async function connectAnotherNamespace(caipNetworkId: string, walletRow: string, address: string) {
  await page.getByTestId('network-button').click()
  await expect.poll(() => currentView(page)).toBe('Networks')
  await page.getByTestId(`network-${caipNetworkId}`).click()
  await expect.poll(() => currentView(page)).toBe('SwitchActiveChain')
  await page.getByTestId('switch-active-chain').click()
  await expect.poll(() => currentView(page)).toBe('Connect')
  // C-28: the Connect view now lists that namespace's wallets only.
  await expect.poll(() => page.getByTestId(TEST_WALLET_ROW).count()).toBe(0)
  await page.getByTestId(walletRow).click()
  await expect.poll(accountAddress, { timeout: 20_000 }).toBe(address)
  expect(await activeNetwork()).toBe(caipNetworkId)
}

/** SwitchNetwork closes the dialog after a switch opened from the network button (polled: a loaded machine is slow). */
async function dialogClosed() {
  await expect
    .poll(
      async () =>
        (await page.getByTestId('modal').getAttribute('open')) === null ? 'closed' : currentView(page),
      {
        timeout: 15_000,
      },
    )
    .toBe('closed')
}

/** Signs 'Hello from Portico' with the active account through the demo's action; the signature it shows. */
async function signFromDemo(): Promise<string> {
  await page.getByTestId('demo-sign-message').click()
  await expect
    .poll(() => page.getByTestId('demo-result').getAttribute('data-ok'), { timeout: 20_000 })
    .toBe('true')
  return (await page.getByTestId('demo-result').textContent()) ?? ''
}

/** Fills WalletSend from the Account view and sends; resolves when the Account view is back. */
async function sendFromUi(symbol: string, amount: string, to: string) {
  await page.getByTestId('account-button').click()
  await expect.poll(() => currentView(page)).toBe('Account')
  await fillSend(page, symbol, amount, to)
  await page.getByTestId('send-submit').click()
  await expect.poll(() => currentView(page)).toBe('WalletSendPreview')
  await page.getByTestId('send-confirm').click()
  await expect.poll(() => currentView(page), { timeout: 30_000 }).toBe('Account')
  expect(await page.getByTestId('snackbar').textContent()).toBe('Transaction sent')
  await page.getByTestId('modal-close').click()
}

describe('multichain: eip155, solana and bip122 in one dialog (issue 14)', () => {
  it('C-07 the Connect view lists the EVM, Solana and Bitcoin test wallets, each once', async () => {
    await page.getByTestId('connect-button').click()
    await expect.poll(() => currentView(page)).toBe('Connect')
    for (const row of [TEST_WALLET_ROW, SOLANA_WALLET_ROW, BITCOIN_WALLET_ROW]) {
      await expect.poll(() => page.getByTestId(row).count(), { timeout: 10_000 }).toBe(1)
    }
    await page.getByTestId(TEST_WALLET_ROW).click()
    await expect.poll(accountAddress).toBe(EVM_ACCOUNT_0)
    expect(await activeNetwork()).toBe('eip155:31337')
  })

  it('D-08 D-21 connects the Solana test wallet through SwitchActiveChain; account and network follow', async () => {
    await connectAnotherNamespace(SOLANA_LOCAL, SOLANA_WALLET_ROW, solana0.address)
  })

  it('signs a message whose ed25519 signature verifies against the Solana account key', async () => {
    const signature = await signFromDemo()
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    const message = new TextEncoder().encode(MESSAGE)
    expect(ed25519.verify(bytes, message, solana0.publicKey)).toBe(true)
    expect(ed25519.verify(bytes, new TextEncoder().encode('another'), solana0.publicKey)).toBe(false)
  })

  it('E-09 shows the SOL balance read through the gateway', async () => {
    await expect
      .poll(() => page.getByTestId('account-button').textContent(), { timeout: 15_000 })
      .toMatch(/SOL/)
    expect(gatewayRequests.some((url) => url.includes(`chainId=${encodeURIComponent(SOLANA_LOCAL)}`))).toBe(
      true,
    )
  })

  it('G-06 sends 0.5 SOL from the UI, mined on the devnet Solana with exact balance changes', async () => {
    const [fromBefore, toBefore] = [await lamports(solana0.address), await lamports(solana1.address)]
    await sendFromUi('SOL', '0.5', solana1.address)
    const half = 500_000_000n
    expect(await lamports(solana1.address)).toBe(toBefore + half)
    expect(await lamports(solana0.address)).toBe(fromBefore - half - FEE_LAMPORTS)
  })

  it('G-06 sends 2 pUSD (SPL) from the UI, with exact token and fee changes', async () => {
    const balances = await fetch(
      `${inject('stack').gateway}/v1/account/${solana0.address}/balance?projectId=portico-dev&chainId=${SOLANA_LOCAL}`,
    ).then((r) => r.json() as Promise<{ balances: { symbol: string; address?: string }[] }>)
    const mint = balances.balances
      .find((b) => b.symbol === 'pUSD')
      ?.address?.split(':')
      .at(-1) as string
    expect(mint).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const [fromBefore, toBefore, solBefore] = [
      await pusdUnits(solana0.address, mint),
      await pusdUnits(solana1.address, mint),
      await lamports(solana0.address),
    ]
    await sendFromUi('pUSD', '2', solana1.address)
    expect(await pusdUnits(solana1.address, mint)).toBe(toBefore + 2_000_000n)
    expect(await pusdUnits(solana0.address, mint)).toBe(fromBefore - 2_000_000n)
    // The receiver already holds pUSD, so no token account is created: the fee alone leaves in SOL.
    expect(await lamports(solana0.address)).toBe(solBefore - FEE_LAMPORTS)
  })

  it('R-02 refuses an invalid Solana receiver in Send (Invalid Address, button disabled)', async () => {
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-feature-send').click()
    await expect.poll(() => currentView(page)).toBe('WalletSend')
    await page.getByTestId('send-token').click()
    await page.getByTestId('send-token-SOL').click()
    await page.getByTestId('send-amount').fill('0.1')
    for (const bad of [EVM_ACCOUNT_0, 'not-a-key', `${solana1.address.slice(0, -1)}0`]) {
      await page.getByTestId('send-receiver').fill(bad)
      await expect.poll(() => page.getByTestId('send-submit').textContent()).toBe('Invalid Address')
      expect(await page.getByTestId('send-submit').isEnabled()).toBe(false)
    }
    await page.getByTestId('modal-close').click()
  })

  it('E-22 connects the Bitcoin test wallet: its payment address, on Bitcoin testnet', async () => {
    await connectAnotherNamespace(BITCOIN_TESTNET, BITCOIN_WALLET_ROW, payment.address)
  })

  it('E-09 makes no balance request on bip122', async () => {
    // Balance reads (the balance endpoint, or the RPC proxy) naming a bip122 chain; images and lists may name it.
    const bitcoinCalls = () =>
      gatewayRequests.filter((url) => /\/balance\?|\/v1\/\?/.test(url) && url.includes('bip122'))
    expect(gatewayRequests.some((url) => /\/v1\/account\/.*\/balance\?/.test(url))).toBe(true)
    expect(bitcoinCalls()).toEqual([])
    await page.getByTestId('account-button').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    await page.getByTestId('modal-close').click()
    expect(bitcoinCalls()).toEqual([])
  })

  it('signs a BIP-322 message that bip322-js verifies', async () => {
    const signature = await signFromDemo()
    expect(Verifier.verifySignature(payment.address, MESSAGE, signature)).toBe(true)
    expect(Verifier.verifySignature(payment.address, 'another', signature)).toBe(false)
  })

  it("has the wallet (getWalletProvider('bip122')) sign a PSBT that bitcoinjs-lib validates", async () => {
    bitcoin.initEccLib(ecc)
    const network = bitcoin.networks.testnet
    const output = bitcoin.payments.p2wpkh({ pubkey: Buffer.from(payment.publicKey, 'hex'), network }).output!
    const psbt = new bitcoin.Psbt({ network })
    psbt.addInput({ hash: 'ab'.repeat(32), index: 1, witnessUtxo: { script: output, value: 100_000n } })
    psbt.addOutput({ address: payment.address, value: 90_000n })
    const answer = await page.evaluate(
      async ({ psbt, address }) => {
        const wallet = (window as any).portico.getWalletProvider('bip122')
        return wallet.features['sats-connect:'].provider.request('signPsbt', {
          psbt,
          signInputs: { [address]: [0] },
        })
      },
      { psbt: psbt.toBase64(), address: payment.address },
    )
    expect(answer.status).toBe('success')
    const signed = bitcoin.Psbt.fromBase64(answer.result.psbt, { network })
    expect(
      signed.validateSignaturesOfInput(0, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature)),
    ).toBe(true)
  })

  it('D-10 switches eip155 → solana → bip122 and back, with the right account shown each time', async () => {
    for (const [network, address] of [
      ['eip155:31337', EVM_ACCOUNT_0],
      [SOLANA_LOCAL, solana0.address],
      [BITCOIN_TESTNET, payment.address],
      ['eip155:31337', EVM_ACCOUNT_0],
    ] as const) {
      await switchFromNetworksView(page, network)
      await expect.poll(accountAddress).toBe(address)
      await dialogClosed()
    }
  })

  it('a reload restores every namespace connection', async () => {
    await page.reload()
    await expect.poll(accountAddress, { timeout: 20_000 }).toBe(EVM_ACCOUNT_0)
    for (const [network, address] of [
      [SOLANA_LOCAL, solana0.address],
      [BITCOIN_TESTNET, payment.address],
    ] as const) {
      await switchFromNetworksView(page, network)
      await expect.poll(accountAddress).toBe(address)
      await dialogClosed()
    }
  })
})
