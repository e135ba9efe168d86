import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_WALLETS_FILE } from '../../src/config.js'
import { IMAGE_CACHE_CONTROL } from '../../src/registry/imageRoutes.js'
import {
  logoIconFor,
  logoIconForId,
  logoSvg,
  normaliseName,
  WALLET_LOGO_ICONS,
} from '../../src/registry/images/walletLogos.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

type SeedWallet = { id: string; name: string; rdns: string | null; image_id: string | null }
const registry = JSON.parse(readFileSync(DEFAULT_WALLETS_FILE, 'utf8')) as SeedWallet[]
const entry = (name: string) => {
  const w = registry.find((w) => w.name === name)
  if (!w) throw new Error(`${name} is not in the seed registry`)
  return w
}

/** The wallets issue 29 names, by their registry name, with the package's icon each must get. */
const NAMED: [registryName: string, icon: string][] = [
  ['MetaMask', 'metamask'],
  ['Trust Wallet', 'trust'],
  ['Base (formerly Coinbase Wallet)', 'coinbase'],
  ['Rainbow', 'rainbow'],
  ['Phantom', 'phantom'],
  ['Rabby', 'rabby'],
  ['Ledger Wallet', 'ledger'],
]

/** The package's own file for an icon, read independently of the module under test. */
const packageSvg = async (icon: string): Promise<string> => {
  const mod = (await import(`@web3icons/core/svgs/wallets/background/${icon}.svg.js`)) as { default: string }
  return mod.default
}

describe('the wallet logo table', () => {
  it('C-19 matches the named wallets by their registry entry (rdns, name, or a former name)', () => {
    for (const [name, icon] of NAMED) {
      const w = entry(name)
      expect(logoIconFor(w), name).toBe(icon)
    }
    // Ledger Live is the registry's former name of Ledger Wallet.
    expect(logoIconFor({ name: 'Something else', aliases: ['Ledger Live'] })).toBe('ledger')
  })

  it('C-19 matches connectors by rdns or name, whole names only', () => {
    expect(logoIconFor({ rdns: 'io.metamask', name: 'Whatever' })).toBe('metamask')
    expect(logoIconFor({ name: 'rabby wallet' })).toBe('rabby')
    expect(logoIconForId('io.rabby')).toBe('rabby')
    expect(logoIconForId('trust-wallet')).toBe('trust')
    expect(normaliseName('Wallet 3')).toBe(normaliseName('wallet3'))
    // Names that merely contain a known one are other wallets.
    for (const other of ['SafePal', 'SafeMoon', 'Trustee Wallet', 'My Wallet', 'Trust Asset Wallet', 'eth']) {
      expect(logoIconFor({ name: other }), other).toBeUndefined()
      expect(logoIconForId(other), other).toBeUndefined()
    }
  })

  it('C-19 every icon of the table is in the package, as SVG text', async () => {
    for (const icon of WALLET_LOGO_ICONS) {
      const svg = await logoSvg(icon)
      expect(svg, icon).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    }
    expect(await logoSvg('../../package.json')).toBeUndefined()
  })

  it('C-19 gives at least one registry wallet a logo for most icons of the table', () => {
    const matched = new Set(registry.map((w) => logoIconFor(w)).filter(Boolean))
    // The few icons without a registry entry serve connectors (by rdns or name).
    expect(matched.size).toBeGreaterThanOrEqual(30)
  })
})

describe('wallet logos through the gateway', () => {
  let gw: RunningGateway
  beforeAll(async () => {
    // The logos do not depend on the database: embedded PGlite only.
    gw = await startGateway({ name: 'pglite', create: async () => ({ dataDir: 'memory://' }) })
  })
  afterAll(() => gw?.close())

  it('C-19 U-24 answers the real logo for a registry image id, with long-lived caching', async () => {
    for (const [name, icon] of NAMED) {
      const w = entry(name)
      for (const id of [w.image_id, w.id]) {
        if (!id) continue
        const res = await fetch(`${gw.base}/getWalletImage/${id}`)
        expect(res.status, name).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/svg+xml')
        expect(res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL)
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
        expect(res.headers.get('etag')).toMatch(/^".+"$/)
        expect(await res.text(), name).toBe(await packageSvg(icon))
      }
    }
  })

  it('C-19 answers the logo for a connector rdns or name slug', async () => {
    const res = await fetch(`${gw.base}/getWalletImage/io.metamask`)
    expect(await res.text()).toBe(await packageSvg('metamask'))
    const bySlug = await fetch(`${gw.base}/getWalletImage/phantom`)
    expect(await bySlug.text()).toBe(await packageSvg('phantom'))
  })

  it('C-19 a wallet the package has no logo for keeps its monogram', async () => {
    // "My Wallet" (image_id 3db0c04f-…) and "SafePal" are in the registry; the package has neither.
    for (const name of ['My Wallet', 'SafePal']) {
      const w = entry(name)
      const res = await fetch(`${gw.base}/getWalletImage/${w.image_id ?? w.id}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL)
      expect(await res.text(), name).toContain('</text></svg>')
    }
    expect(await (await fetch(`${gw.base}/getWalletImage/unknown.wallet`)).text()).toContain('>UW</text>')
  })
})
