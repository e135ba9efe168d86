import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openAppPage } from './lib/appPage.js'
import { examplePort, WAGMI_EXAMPLE_PORT } from './lib/appPorts.js'
import { connectTestWallet, currentView, launchBrowser } from './lib/browser.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const MESSAGE = 'Hello from wagmi through Portico'
const EXAMPLE = join(import.meta.dirname, '..', 'apps', 'wagmi-example')

let browser: Browser
let server: ViteDevServer
let exampleUrl: string

beforeAll(async () => {
  const stack = inject('stack')
  const port = examplePort('PORTICO_WAGMI_EXAMPLE_PORT', WAGMI_EXAMPLE_PORT)
  // apps/wagmi-example's own config, pointed at this run's gateway.
  server = await createServer({
    configFile: join(EXAMPLE, 'vite.config.ts'),
    define: { __PORTICO_GATEWAY_URL__: JSON.stringify(stack.gateway.replace(/\/$/, '')) },
    server: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'error',
  })
  await server.listen()
  exampleUrl = `http://127.0.0.1:${port}/`
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent()

/** The example with the test wallet connected in the Portico dialog, once wagmi shows the address. */
async function connectedExample() {
  const opened = await openAppPage(browser, exampleUrl)
  await connectTestWallet(opened.page, ACCOUNT_0)
  await expect.poll(() => text(opened.page, 'wagmi-address'), { timeout: 30_000 }).toBe(ACCOUNT_0)
  return opened
}

/** wagmi's chain id and Portico's network button both show `chainId`. */
async function expectChain(page: Page, chainId: number): Promise<void> {
  await expect.poll(() => text(page, 'wagmi-chain-id'), { timeout: 30_000 }).toBe(String(chainId))
  await expect
    .poll(() => page.getByTestId('network-button').getAttribute('data-caip-network-id'))
    .toBe(`eip155:${chainId}`)
}

describe('@portico/wagmi: a wagmi app on the Portico dialog (issue 16)', { timeout: 180_000 }, () => {
  it('connect in the dialog → useConnection, useSignMessage, useSendTransaction, useSwitchChain act on it', async () => {
    const stack = inject('stack')
    const { page, problems: errors } = await connectedExample()
    expect(await text(page, 'wagmi-status')).toBe('connected')
    expect(await text(page, 'wagmi-chain-id')).toBe('31337')

    await page.getByTestId('wagmi-sign').click()
    await expect.poll(() => text(page, 'wagmi-signature'), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await text(page, 'wagmi-signature')) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT_0, message: MESSAGE, signature })).toBe(true)

    await page.getByTestId('wagmi-send').click()
    await expect.poll(() => text(page, 'wagmi-tx-hash'), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await text(page, 'wagmi-tx-hash')) as `0x${string}`
    await expect.poll(() => text(page, 'wagmi-tx-status'), { timeout: 60_000 }).toBe('success')
    const chainA = createPublicClient({ transport: http(stack.evmA) })
    const receipt = await chainA.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase())

    // wagmi switches through Portico: wagmi and Portico's network button both follow, both ways.
    await page.getByTestId('wagmi-switch-31338').click()
    await expectChain(page, 31338)
    await page.getByTestId('wagmi-switch-31337').click()
    await expectChain(page, 31337)
    // Portico's own network switch reaches wagmi too.
    await page.getByTestId('network-button').click()
    await page.getByTestId('network-eip155:31338').click()
    await expectChain(page, 31338)
    expect(await text(page, 'wagmi-switch-error')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("wagmi's useDisconnect is seen by Portico, and Portico's disconnect by wagmi", async () => {
    const { page, problems: errors } = await connectedExample()

    await page.getByTestId('wagmi-disconnect').click()
    await expect.poll(() => page.getByTestId('connect-button').count(), { timeout: 30_000 }).toBe(1)
    expect(await page.getByTestId('account-button').count()).toBe(0)
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')

    // Connect again in the dialog, then disconnect from the dialog's Account view.
    await connectTestWallet(page, ACCOUNT_0)
    await expect.poll(() => text(page, 'wagmi-address'), { timeout: 30_000 }).toBe(ACCOUNT_0)
    await page.getByTestId('account-button').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    await page.getByTestId('account-disconnect').click()
    await expect.poll(() => text(page, 'wagmi-status'), { timeout: 30_000 }).toBe('disconnected')
    expect(await text(page, 'wagmi-address')).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('after a reload wagmi reconnects to the connection Portico restored', async () => {
    const { page, problems: errors } = await connectedExample()
    await page.reload()
    await expect.poll(() => text(page, 'wagmi-address'), { timeout: 30_000 }).toBe(ACCOUNT_0)
    await expect.poll(() => page.getByTestId('account-button').getAttribute('data-address')).toBe(ACCOUNT_0)
    expect(await text(page, 'wagmi-status')).toBe('connected')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
