import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testWalletInitScript } from '@portico/test-wallet'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type PackedPackage, packPackages } from '../scripts/lib/publishPackages.mjs'
import { serveStatic } from '../scripts/lib/staticServer.mjs'
import { buildAppKitQuickStart } from './lib/appKitQuickStart.js'
import { connectTestWallet, launchBrowser } from './lib/browser.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type Hooks = { address?: string; isConnected: boolean; status: string; chainId?: number; signature?: Hex }
const hooks = async (page: Page): Promise<Hooks> =>
  JSON.parse((await page.getByTestId('hooks').textContent()) ?? '{}') as Hooks

// Packing builds the packages with tsc; the app installs from the npm registry (or its cache) and builds.
describe("AppKit's React quick start with its imports changed to @portico/appkit-compat", {
  timeout: 600_000,
}, () => {
  const work = mkdtempSync(join(tmpdir(), 'portico-appkit-'))
  let packages: PackedPackage[] = []
  let browser: Browser
  let server: Server | undefined

  beforeAll(async () => {
    packages = packPackages(join(work, 'packages'), ['@portico/appkit-compat'])
    browser = await launchBrowser()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    server?.closeAllConnections()
    server?.close()
    await rm(work, { recursive: true, force: true })
  }, 600_000)

  it('installs from the tarballs, connects the test wallet, switches network, signs and disconnects, its hooks reporting each step', async () => {
    const stack = inject('stack')
    const dist = buildAppKitQuickStart({
      dir: join(work, 'app'),
      packages,
      services: { gateway: stack.gateway, relay: stack.relay, evmB: stack.evmB },
    })
    server = await serveStatic(dist)
    const address = server.address()
    if (!address || typeof address === 'string') throw new Error('static server has no port')

    const context = await browser.newContext()
    await context.addInitScript(testWalletInitScript({ chains: { 31337: stack.evmA, 31338: stack.evmB } }))
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`http://127.0.0.1:${address.port}/`)

    expect(await hooks(page)).toMatchObject({ isConnected: false, status: 'disconnected', chainId: 31337 })
    // <appkit-button> is Portico's connect button: the dialog lists the test wallet.
    await connectTestWallet(page, ACCOUNT_0)
    await expect
      .poll(() => hooks(page))
      .toMatchObject({ address: ACCOUNT_0, isConnected: true, status: 'connected' })

    await page.getByTestId('do-switch').click()
    await expect
      .poll(() => hooks(page), { timeout: 30_000 })
      .toMatchObject({ chainId: 31338, isConnected: true })

    // wagmi's useSignMessage, through the WagmiAdapter's config, signs with the wallet connected in the dialog.
    await page.getByTestId('do-sign').click()
    await expect
      .poll(async () => (await hooks(page)).signature, { timeout: 30_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
    const { signature } = await hooks(page)
    const chain = createPublicClient({ transport: http(stack.evmB) })
    expect(
      await chain.verifyMessage({
        address: ACCOUNT_0,
        message: 'Hello from AppKit',
        signature: signature as Hex,
      }),
    ).toBe(true)

    await page.getByTestId('do-disconnect').click()
    await expect.poll(() => hooks(page)).toMatchObject({ isConnected: false, status: 'disconnected' })
    await expect.poll(() => page.getByTestId('connect-button').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
