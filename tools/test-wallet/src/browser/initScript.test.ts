import type { Browser } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../constants.js'
import { testWalletInitScript } from '../initScript.js'
import { startTestChain, type TestChain } from '../testing/anvil.js'
import { startBlankPage } from '../testing/blankPage.js'
import { launchChromium } from '../testing/chromium.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let chain: TestChain
let blank: Awaited<ReturnType<typeof startBlankPage>>
let pageUrl: string
let browser: Browser

beforeAll(async () => {
  chain = await startTestChain(31337)
  blank = await startBlankPage()
  pageUrl = blank.url
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await blank?.close()
  await chain?.stop()
})

describe('test wallet in Chromium', () => {
  it('announces itself over EIP-6963, signs from the page and stays authorised across a reload', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.addInitScript(testWalletInitScript({ chains: { 31337: chain.rpcUrl } }))
      await page.goto(pageUrl)
      const info = await page.evaluate(
        () =>
          new Promise<{ name: string; rdns: string; icon: string; uuid: string }>((resolve) => {
            window.addEventListener('eip6963:announceProvider', (event) =>
              resolve((event as CustomEvent).detail.info),
            )
            window.dispatchEvent(new Event('eip6963:requestProvider'))
          }),
      )
      expect(info).toMatchObject({ name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS })
      expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
      expect(info.uuid).toBeTruthy()

      const signature = await page.evaluate(async () => {
        const ethereum = (window as any).ethereum
        const [address] = await ethereum.request({ method: 'eth_requestAccounts' })
        return ethereum.request({ method: 'personal_sign', params: ['0x48656c6c6f', address] })
      })
      expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello', signature })).toBe(true)

      const rejected = await page.evaluate(async () => {
        ;(window as any).__porticoTestWallet.rejectNext('personal_sign')
        const ethereum = (window as any).ethereum
        return ethereum.request({ method: 'personal_sign', params: ['0x00', ethereum.address] }).then(
          () => undefined,
          (error: { code: number }) => error.code,
        )
      })
      expect(rejected).toBe(4001)

      await page.reload()
      const accounts = await page.evaluate(() => (window as any).ethereum.request({ method: 'eth_accounts' }))
      expect(accounts).toEqual([ACCOUNT_0])
    } finally {
      await context.close()
    }
  })
})
