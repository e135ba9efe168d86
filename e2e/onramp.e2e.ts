import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectTestWallet, currentView, launchBrowser, openDemo } from './lib/browser.js'

/** The buyer: devnet account 2, which holds no pUSD at the start and no other browser test uses. */
const BUYER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const BUYER_INDEX = 2
/** The sandbox's treasury: devnet account 9 (services/gateway README, On-ramp). */
const TREASURY = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
/** 50 USD at the sandbox's 1.5 % fee buys 49.25 pUSD. */
const PAID_USD = '50'
const BOUGHT = '49.25'
const DECLINED = 'Your card was declined. Nothing was charged and no tokens were sent.'

const pUSD = (): { address: Address; decimals: number } => {
  const manifest = JSON.parse(readFileSync(inject('stack').manifest, 'utf8')) as {
    chains: { chainId: number; contracts: { symbol: string; address: Address; decimals?: number }[] }[]
  }
  const token = manifest.chains.find((c) => c.chainId === 31337)?.contracts.find((c) => c.symbol === 'pUSD')
  if (!token) throw new Error('the devnet manifest has no pUSD on 31337')
  return { address: token.address, decimals: token.decimals ?? 6 }
}
const balanceOf = (owner: Address) =>
  createPublicClient({ transport: http(inject('stack').evmA) }).readContract({
    address: pUSD().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Connects the buyer, opens Buy, picks the sandbox and enters the amount; resolves once the quote shows. */
async function startPurchase(page: Page) {
  await connectTestWallet(page, BUYER)
  await page.getByTestId('account-button').click()
  await expect.poll(() => currentView(page)).toBe('Account')
  await page.getByTestId('account-feature-onramp').click()
  await expect.poll(() => currentView(page)).toBe('OnRampProviders')
  // J-01: each provider shows the fee range.
  await expect.poll(() => page.getByTestId('onramp-provider-sandbox').textContent()).toContain('1-2%')
  await page.getByTestId('onramp-provider-sandbox').click()
  // J-14: below the card minimum, Continue stays disabled and the limit shows.
  await page.getByTestId('onramp-amount').fill('5')
  await expect.poll(() => page.getByTestId('onramp-limit').textContent()).toBe('Minimum amount is 10.00 USD')
  expect(await page.getByTestId('onramp-continue').isDisabled()).toBe(true)
  await page.getByTestId('onramp-amount').fill(PAID_USD)
  await expect.poll(() => page.getByTestId('onramp-receive').textContent()).toBe(`${BOUGHT} pUSD`)
}

/** Clicks Continue and returns the sandbox checkout popup (J-12). */
async function openCheckout(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup')
  await page.getByTestId('onramp-continue').click()
  const popup = await popupOpened
  await popup.waitForURL(/\/sandbox\/onramp\/checkout\/[0-9a-f-]{36}$/)
  await expect.poll(() => currentView(page)).toBe('BuyInProgress')
  return popup
}

describe('buying pUSD through the sandbox on-ramp, against the running stack and devnet', () => {
  it('J-12 J-15 a declined card shows its message and sends nothing; 50 USD with the test card delivers 49.25 pUSD, shown in the balance and Activity', async () => {
    const { decimals } = pUSD()
    const [before, treasuryBefore] = await Promise.all([balanceOf(BUYER), balanceOf(TREASURY)])
    const { page, outsideRequests } = await openDemo(browser, { wallet: { accountIndex: BUYER_INDEX } })
    await startPurchase(page)
    const popup = await openCheckout(page)
    expect(await popup.evaluate(() => window.opener)).toBeNull()

    await popup.getByTestId('sandbox-card').fill('4000 0000 0000 0002')
    await popup.getByTestId('sandbox-pay').click()
    await expect.poll(() => popup.getByTestId('sandbox-error').textContent()).toBe(DECLINED)
    expect(await balanceOf(BUYER)).toBe(before)
    expect(await balanceOf(TREASURY)).toBe(treasuryBefore)
    expect(await currentView(page)).toBe('BuyInProgress')

    await popup.getByTestId('sandbox-card').fill('4242 4242 4242 4242')
    await popup.getByTestId('sandbox-pay').click()
    await expect
      .poll(() => popup.getByTestId('sandbox-status').textContent(), { timeout: 30_000 })
      .toContain('Payment complete')
    const bought = parseUnits(BOUGHT, decimals)
    expect(await balanceOf(BUYER)).toBe(before + bought)
    expect(await balanceOf(TREASURY)).toBe(treasuryBefore - bought)

    // BuyInProgress sees the purchase complete and shows the Account with the new balance.
    await expect.poll(() => currentView(page), { timeout: 30_000 }).toBe('Account')
    const row = page.locator('[data-testid="token-row"][data-symbol="pUSD"]')
    await expect
      .poll(() => row.getAttribute('data-quantity'), { timeout: 15_000 })
      .toBe(formatUnits(before + bought, decimals))

    // Activity lists the delivery transaction.
    const gateway = inject('stack').gateway
    const history = await (
      await fetch(`${gateway}/v1/account/${BUYER}/history?projectId=portico-dev&onramp=sandbox`)
    ).json()
    const hash: string = history.data[0].metadata.hash
    expect(history.data[0].metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    await page.getByTestId('account-tab-activity').click()
    await expect
      .poll(() => page.locator(`[data-testid="activity-row"][data-hash="${hash.toLowerCase()}" i]`).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    expect(outsideRequests).toEqual([])
    await page.context().close()
  })
})
