import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testWalletInitScript } from '@portico/test-wallet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type PackedPackage, packPackages } from '../scripts/lib/publishPackages.mjs'
import { serveStatic } from '../scripts/lib/staticServer.mjs'
import { connectTestWallet, launchBrowser } from './lib/browser.js'
import { buildFreshApp } from './lib/freshApp.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What the quick start installs; the other packages are checked by scripts/check-packages.mjs. */
const QUICK_START_PACKAGES = ['@portico/core', '@portico/evm', '@portico/react', '@portico/walletconnect']

// Packing builds every package with tsc, and each app installs from the npm registry (or its cache) and builds.
describe('the published packages in an app outside the workspace (A-01)', { timeout: 600_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'portico-fresh-'))
  let packages: PackedPackage[] = []
  let browser: Browser
  const servers: Server[] = []

  beforeAll(async () => {
    packages = packPackages(join(work, 'packages'), QUICK_START_PACKAGES)
    browser = await launchBrowser()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    for (const server of servers) {
      server.closeAllConnections()
      server.close()
    }
    // Two apps' node_modules: large, and slow to delete on a busy disk.
    await rm(work, { recursive: true, force: true })
  }, 600_000)

  for (const react of [18, 19] as const) {
    it(`A-01 the README's quick start with React ${react}: installs from the tarballs, builds, connects the injected wallet`, async () => {
      const stack = inject('stack')
      const dist = buildFreshApp({
        dir: join(work, `app-react-${react}`),
        react,
        packages,
        services: { gateway: stack.gateway, relay: stack.relay },
      })
      const server = await serveStatic(dist)
      servers.push(server)
      const address = server.address()
      if (!address || typeof address === 'string') throw new Error('static server has no port')

      const context = await browser.newContext()
      await context.addInitScript(testWalletInitScript({ chains: { 31337: stack.evmA, 31338: stack.evmB } }))
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      await page.goto(`http://127.0.0.1:${address.port}/`)

      await connectTestWallet(page, ACCOUNT_0)
      await expect
        .poll(() => page.getByTestId('network-button').getAttribute('data-caip-network-id'))
        .toBe('eip155:31337')
      expect(await page.evaluate(() => document.querySelector('portico-modal') !== null)).toBe(true)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
