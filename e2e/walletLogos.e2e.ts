import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logoIconFor } from '../services/gateway/src/registry/images/walletLogos.js'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'

type SeedWallet = { id: string; name: string; rdns: string | null; aliases: string[] | null }
const registry = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'services', 'gateway', 'seed', 'wallets.json'), 'utf8'),
) as SeedWallet[]
const byName = (name: string) => {
  const wallet = registry.find((w) => w.name === name)
  if (!wallet) throw new Error(`${name} is not in the seed registry`)
  return wallet
}

/** The wallets issue 29 names, by registry name, and their icon in `@web3icons/core`. */
const NAMED: [name: string, icon: string][] = [
  ['MetaMask', 'metamask'],
  ['Trust Wallet', 'trust'],
  ['Base (formerly Coinbase Wallet)', 'coinbase'],
  ['Rainbow', 'rainbow'],
  ['Phantom', 'phantom'],
  ['Rabby', 'rabby'],
  ['Ledger Wallet', 'ledger'],
]

/** The package's own file for an icon. */
const packageSvg = async (icon: string): Promise<string> =>
  ((await import(`@web3icons/core/svgs/wallets/background/${icon}.svg.js`)) as { default: string }).default

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('wallet logos on the Connect view', () => {
  it('C-19 shows real logos for the named wallets and monograms only for wallets without one', async () => {
    const featuredWalletIds = NAMED.map(([name]) => byName(name).id)
    const { page, outsideRequests } = await openDemo(browser, { options: { featuredWalletIds } })
    await page.getByTestId('connect-button').click()
    expect(await currentView(page)).toBe('Connect')
    // Featured first, then the recommended wallets (the registry's first ones: "My Wallet" has no logo).
    await expect
      .poll(() => page.getByTestId('wallet-io.mywallet').isVisible(), { timeout: 20_000 })
      .toBe(true)
    for (const id of featuredWalletIds) {
      await expect.poll(() => page.getByTestId(`wallet-${id}`).isVisible(), { timeout: 20_000 }).toBe(true)
    }

    const section = page.getByTestId('connect-section-wallet')
    const rows = await section.locator('button[data-testid^="wallet-"]').evaluateAll((buttons) =>
      buttons.map((b) => ({
        testId: b.getAttribute('data-testid') ?? '',
        hasImg: !!b.querySelector('img'),
      })),
    )
    const registryRows = rows.filter((r) => registry.some((w) => `wallet-${w.id}` === r.testId))
    expect(registryRows.length).toBeGreaterThanOrEqual(NAMED.length + 1)

    let monograms = 0
    for (const row of registryRows) {
      const wallet = registry.find((w) => `wallet-${w.id}` === row.testId) as SeedWallet
      const img = page.getByTestId(row.testId).locator('img')
      // The image loads: the browser decoded it (lazy images in view load on their own).
      await expect
        .poll(
          () => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0)
      const src = (await img.getAttribute('src')) as string
      expect(new URL(src).pathname).toMatch(/^\/getWalletImage\//)
      const res = await fetch(src)
      expect(res.headers.get('cache-control'), wallet.name).toBe('public, max-age=31536000, immutable')
      const body = await res.text()
      const named = NAMED.find(([name]) => name === wallet.name)
      const icon = named?.[1] ?? logoIconFor(wallet)
      if (icon) {
        expect(body, wallet.name).toBe(await packageSvg(icon))
        expect(body, wallet.name).not.toContain('</text></svg>')
      } else {
        monograms++
        expect(body, wallet.name).toContain('</text></svg>')
      }
    }
    // Every named wallet was shown with its logo, and "My Wallet" (no logo in the package) with its monogram.
    expect(monograms).toBeGreaterThanOrEqual(1)
    expect(outsideRequests).toEqual([])
    await page.context().close()
  })
})
