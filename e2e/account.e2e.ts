import { readFileSync } from 'node:fs'
import jsQR from 'jsqr'
import type { Browser, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillSend } from './lib/accountFlows.js'
import { connectTestWallet, currentView, launchBrowser, openDemo } from './lib/browser.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** TEST-CONTRACT/brief: a transfer shows in Activity within 5 s. */
const ACTIVITY_WITHIN_MS = 5_000

type Contract = {
  kind: string
  symbol: string
  address: Address
  decimals?: number
  tokens?: { tokenId: string; owner: Address }[]
}
const chainA = () => {
  const manifest = JSON.parse(readFileSync(inject('stack').manifest, 'utf8')) as {
    chains: { chainId: number; contracts: Contract[] }[]
  }
  const chain = manifest.chains.find((c) => c.chainId === 31337)
  if (!chain) throw new Error('the devnet manifest has no chain 31337')
  const bySymbol = (symbol: string) => {
    const contract = chain.contracts.find((c) => c.symbol === symbol)
    if (!contract) throw new Error(`the devnet manifest has no ${symbol}`)
    return contract
  }
  return { pUSD: bySymbol('pUSD'), PRT: bySymbol('PRT'), PPUNK: bySymbol('PPUNK') }
}
const client = () => createPublicClient({ transport: http(inject('stack').evmA) })
const tokenBalance = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Connects the test wallet (account 0) and opens the Account view. */
async function openAccount(page: Page) {
  await connectTestWallet(page, ACCOUNT_0)
  await page.getByTestId('account-button').click()
  await expect.poll(() => currentView(page)).toBe('Account')
}

const row = (page: Page, symbol: string) => page.locator(`[data-testid="token-row"][data-symbol="${symbol}"]`)

/** Fills WalletSend and sends from WalletSendPreview; resolves when the Account view is back. */
async function sendFromUi(page: Page, symbol: string, amount: string, to: string) {
  await fillSend(page, symbol, amount, to)
  await page.getByTestId('send-submit').click()
  await expect.poll(() => currentView(page)).toBe('WalletSendPreview')
  await page.getByTestId('send-confirm').click()
  await expect.poll(() => currentView(page), { timeout: 30_000 }).toBe('Account')
  expect(await page.getByTestId('snackbar').textContent()).toBe('Transaction sent')
}

/** The hash of the latest transaction from account 0 (the one the UI just sent). */
async function latestHashFrom(from: Address): Promise<Hash> {
  const block = await client().getBlock({ blockTag: 'latest', includeTransactions: true })
  const tx = block.transactions.find((t) => t.from.toLowerCase() === from.toLowerCase())
  if (!tx) throw new Error('no transaction from the sender in the latest block')
  return tx.hash
}

/** Waits until Activity lists `hash` (the Activity tab must be open). */
async function expectActivityRow(page: Page, hash: Hash) {
  await page.getByTestId('account-tab-activity').click()
  await expect
    .poll(() => page.locator(`[data-testid="activity-row"][data-hash="${hash.toLowerCase()}" i]`).count(), {
      timeout: ACTIVITY_WITHIN_MS,
    })
    .toBe(1)
}

describe('the account in the modal, against the running stack and devnet', () => {
  it('E-11 E-12 the Tokens tab shows exactly the pUSD and PRT balances the chain reports', async () => {
    const { pUSD, PRT } = chainA()
    const { page } = await openDemo(browser)
    await openAccount(page)
    for (const token of [pUSD, PRT]) {
      const onChain = formatUnits(await tokenBalance(token.address, ACCOUNT_0), token.decimals ?? 18)
      await expect.poll(() => row(page, token.symbol).getAttribute('data-quantity')).toBe(onChain)
      expect((await row(page, token.symbol).getAttribute('data-address'))?.toLowerCase()).toBe(
        token.address.toLowerCase(),
      )
    }
    expect(await row(page, 'ETH').getAttribute('data-address')).toBe('native')
    await page.context().close()
  })

  it('the NFTs tab shows the PPUNK tokens of account 0 with their images loaded', async () => {
    const { PPUNK } = chainA()
    const owned = (PPUNK.tokens ?? []).filter((t) => t.owner.toLowerCase() === ACCOUNT_0.toLowerCase())
    expect(owned.length).toBeGreaterThan(0)
    const { page } = await openDemo(browser)
    await openAccount(page)
    await page.getByTestId('account-tab-nfts').click()
    for (const { tokenId } of owned) {
      const item = page.locator(
        `[data-testid="nft-item"][data-token-id="${tokenId}"][data-contract="${PPUNK.address}" i]`,
      )
      await expect.poll(() => item.count()).toBe(1)
      const img = item.locator('img')
      await expect
        .poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 10_000 })
        .toBeGreaterThan(0)
    }
    await page.context().close()
  })

  it('G-03 G-05 G-07 K sends 1.5 pUSD to account 1: mined, both balances move by exactly 1.5, Activity of both accounts lists it', async () => {
    const { pUSD } = chainA()
    const amount = parseUnits('1.5', pUSD.decimals ?? 6)
    const [before0, before1] = await Promise.all([
      tokenBalance(pUSD.address, ACCOUNT_0),
      tokenBalance(pUSD.address, ACCOUNT_1),
    ])
    const { page } = await openDemo(browser)
    await openAccount(page)
    await sendFromUi(page, 'pUSD', '1.5', ACCOUNT_1)
    expect(await tokenBalance(pUSD.address, ACCOUNT_0)).toBe(before0 - amount)
    expect(await tokenBalance(pUSD.address, ACCOUNT_1)).toBe(before1 + amount)
    // G-07: the Tokens tab shows the new balance.
    await expect
      .poll(() => row(page, 'pUSD').getAttribute('data-quantity'))
      .toBe(formatUnits(before0 - amount, 6))
    const hash = await latestHashFrom(ACCOUNT_0)
    await expectActivityRow(page, hash)
    // The receiver: the test wallet switches to account 1 (accountsChanged), the Account view follows.
    await page.evaluate(() =>
      (
        window as unknown as { __porticoTestWallet: { setAccount(i: number): void } }
      ).__porticoTestWallet.setAccount(1),
    )
    await expect.poll(() => page.getByTestId('account-address').getAttribute('data-address')).toBe(ACCOUNT_1)
    await expectActivityRow(page, hash)
    await page.context().close()
  })

  it('G-04 G-07 sends 1.5 ETH to account 1: the receiver gains exactly 1.5, the sender pays 1.5 plus the fee', async () => {
    const value = parseEther('1.5')
    const [before0, before1] = await Promise.all([
      client().getBalance({ address: ACCOUNT_0 }),
      client().getBalance({ address: ACCOUNT_1 }),
    ])
    const { page } = await openDemo(browser)
    await openAccount(page)
    await sendFromUi(page, 'ETH', '1.5', ACCOUNT_1)
    const hash = await latestHashFrom(ACCOUNT_0)
    const receipt = await client().getTransactionReceipt({ hash })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client().getBalance({ address: ACCOUNT_1 })).toBe(before1 + value)
    expect(await client().getBalance({ address: ACCOUNT_0 })).toBe(before0 - value - fee)
    await expectActivityRow(page, hash)
    await page.context().close()
  })

  it('H-01 H-02 the receive QR holds the address, its image decodes to the address, and copy says "Address copied"', async () => {
    const { page } = await openDemo(browser)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await openAccount(page)
    await page.getByTestId('account-feature-receive').click()
    await expect.poll(() => currentView(page)).toBe('WalletReceive')
    expect(await page.getByTestId('receive-qr').getAttribute('data-value')).toBe(ACCOUNT_0)
    const svg = page.getByTestId('receive-qr').locator('svg')
    await expect.poll(() => svg.count()).toBe(1)
    const png = (await svg.screenshot()).toString('base64')
    // The PNG decoded to RGBA pixels by the browser's own canvas, then read by jsQR in Node.
    const pixels = await page.evaluate(async (base64) => {
      // Bytes to a Blob directly: the demo's CSP (connect-src) does not let the page fetch a data: URL.
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      context.drawImage(bitmap, 0, 0)
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height)
      return { data: Array.from(data), width, height }
    }, png)
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)
    expect(decoded?.data).toBe(ACCOUNT_0)
    await page.getByTestId('receive-copy').click()
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('Address copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT_0)
    await page.context().close()
  })
})
