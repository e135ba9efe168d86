import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillSwap, openSwapFromAccount } from './lib/accountFlows.js'
import { connectTestWallet, currentView, launchBrowser, openDemo } from './lib/browser.js'

/** Devnet account 1: it holds ETH, pUSD and PRT, and the account tests send from account 0. */
const ACCOUNT_INDEX = 1
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** I-10: the slippage tolerance, 1 %. */
const SLIPPAGE_PERCENT = 1n
/** A swap waits for two wallet confirmations and blocks on a loaded machine. */
const SWAP_TIMEOUT_MS = 45_000

type Contract = { kind: string; symbol?: string; address: Address; decimals?: number }
const contracts = () => {
  const manifest = JSON.parse(readFileSync(inject('stack').manifest, 'utf8')) as {
    chains: { chainId: number; contracts: Contract[] }[]
  }
  const list = manifest.chains.find((c) => c.chainId === 31337)?.contracts ?? []
  const find = (test: (c: Contract) => boolean, what: string) => {
    const found = list.find(test)
    if (!found) throw new Error(`the devnet manifest has no ${what}`)
    return found
  }
  return {
    pUSD: find((c) => c.symbol === 'pUSD', 'pUSD'),
    PRT: find((c) => c.symbol === 'PRT', 'PRT'),
    router: find((c) => c.kind === 'uniswap-v2-router', 'Uniswap V2 router'),
  }
}
const client = () => createPublicClient({ transport: http(inject('stack').evmA) })
const balanceOf = (token: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT] })

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Connects the test wallet on account 1 and opens Swap from the Account view. */
async function openSwap(): Promise<Page> {
  const { page } = await openDemo(browser, { wallet: { accountIndex: ACCOUNT_INDEX } })
  await connectTestWallet(page, ACCOUNT)
  await page.getByTestId('account-button').click()
  await expect.poll(() => currentView(page)).toBe('Account')
  await openSwapFromAccount(page)
  return page
}

/** Reviews and confirms the swap; resolves once the Account view is back with the success snackbar. */
async function confirmSwap(page: Page, label: string) {
  await expect.poll(() => page.getByTestId('swap-submit').textContent()).toBe('Review swap')
  await expect.poll(() => page.getByTestId('swap-submit').isEnabled()).toBe(true)
  await page.getByTestId('swap-submit').click()
  await expect.poll(() => currentView(page)).toBe('SwapPreview')
  expect(await page.getByTestId('swap-confirm').textContent()).toBe(label)
  await page.getByTestId('swap-confirm').click()
  await expect.poll(() => currentView(page), { timeout: SWAP_TIMEOUT_MS }).toBe('Account')
  expect(await page.getByTestId('snackbar').textContent()).toMatch(/^Swapped /)
}

/** The least the quote allows at the slippage of I-10. */
const minimum = (quoted: bigint) => (quoted * (100n - SLIPPAGE_PERCENT)) / 100n

describe('swaps on the devnet Uniswap V2 from the modal', () => {
  it('I-06 I-09 I-12 I-13 swaps 0.1 ETH for pUSD: the pUSD received is within the slippage bound of the quote shown', async () => {
    const { pUSD } = contracts()
    const page = await openSwap()
    const shown = parseUnits(await fillSwap(page, 'ETH', 'pUSD', '0.1'), 6)
    expect(Number(shown) / 1e6).toBeGreaterThan(250)
    await expect.poll(() => page.getByTestId('swap-network-fee').textContent()).toMatch(/\$/)
    expect(await page.getByTestId('swap-price-impact').textContent()).toMatch(/%$/)
    const before = await balanceOf(pUSD.address)
    await confirmSwap(page, 'Swap')
    const received = (await balanceOf(pUSD.address)) - before
    expect(received).toBeGreaterThanOrEqual(minimum(shown))
    expect(received).toBeLessThanOrEqual((shown * (100n + SLIPPAGE_PERCENT)) / 100n)
    // I-13: the Account view shows the balance the chain now reports, and the swap is in Activity.
    const onChain = formatUnits(await balanceOf(pUSD.address), 6)
    const row = page.locator('[data-testid="token-row"][data-symbol="pUSD"]')
    await expect.poll(() => row.getAttribute('data-quantity'), { timeout: 10_000 }).toBe(onChain)
    const block = await client().getBlock({ blockTag: 'latest', includeTransactions: true })
    const hash = block.transactions.find((t) => t.from.toLowerCase() === ACCOUNT.toLowerCase())?.hash
    expect(hash).toBeDefined()
    await page.getByTestId('account-tab-activity').click()
    await expect
      .poll(() => page.locator(`[data-testid="activity-row"][data-hash="${hash}" i]`).count(), {
        timeout: 10_000,
      })
      .toBe(1)
    await page.context().close()
  })

  it('I-07 I-08 swaps PRT for pUSD, approving PRT for the router first', async () => {
    const { pUSD, PRT, router } = contracts()
    const allowance = () =>
      client().readContract({
        address: PRT.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [ACCOUNT, router.address],
      })
    expect(await allowance()).toBe(0n)
    const page = await openSwap()
    const shown = parseUnits(await fillSwap(page, 'PRT', 'pUSD', '5'), 6)
    const [prtBefore, pusdBefore] = [await balanceOf(PRT.address), await balanceOf(pUSD.address)]
    await confirmSwap(page, 'Approve PRT and swap')
    expect(prtBefore - (await balanceOf(PRT.address))).toBe(parseUnits('5', 18))
    expect((await balanceOf(pUSD.address)) - pusdBefore).toBeGreaterThanOrEqual(minimum(shown))
    // The approval was of exactly the amount, and the swap spent it.
    expect(await allowance()).toBe(0n)
    await page.context().close()
  })

  it("I-11 an amount over the balance shows 'Insufficient balance' and stays disabled", async () => {
    const page = await openSwap()
    await page.getByTestId('swap-to-token').click()
    await page.getByTestId('swap-token-pUSD').click()
    await page.getByTestId('swap-from-amount').fill('1000000')
    const submit = page.getByTestId('swap-submit')
    await expect.poll(() => submit.textContent()).toBe('Insufficient balance')
    expect(await submit.isDisabled()).toBe(true)
    // Still so once the quote (500 ms later) has answered.
    await expect
      .poll(() => page.getByTestId('swap-to-amount').getAttribute('aria-busy'), { timeout: 10_000 })
      .toBe('false')
    expect(await submit.textContent()).toBe('Insufficient balance')
    expect(await submit.isDisabled()).toBe(true)
    await page.context().close()
  })
})
