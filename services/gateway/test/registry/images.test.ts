import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { putImage } from '../../src/registry/imageRepo.js'
import { IMAGE_ROUTES } from '../../src/registry/imageRoutes.js'
import { colourOf, escapeXml, initialsOf, monogramSvg } from '../../src/registry/images/monogram.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const require = createRequire(import.meta.url)
const paths = IMAGE_ROUTES.map((r) => r.path.replace('/:id', ''))

describe('monogram', () => {
  it('takes two initials, upper-cased, letters and digits only', () => {
    expect(initialsOf('My Wallet')).toBe('MW')
    expect(initialsOf('metamask')).toBe('ME')
    expect(initialsOf('<script>')).toBe('SC')
    expect(initialsOf('!!!')).toBe('?')
  })
  it('derives the same colour from the same id', () => {
    expect(colourOf('abc')).toBe(colourOf('abc'))
    expect(colourOf('abc')).not.toBe(colourOf('abd'))
  })
  it('escapes XML metacharacters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
    expect(monogramSvg('"><script>', '<img onerror=alert(1)>')).not.toMatch(/<script|<img|onerror=alert/)
  })
})

describe.each(DATABASES)('images on $name', (database) => {
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(database)
    await putImage(gw.gateway.db, { id: 'stored-png', contentType: 'image/png', bytes: PNG })
  })
  afterAll(() => gw?.close())

  it('C-19 U-24 serves a stored image with its content type, ETag and long-lived caching on all four routes', async () => {
    for (const path of paths) {
      const res = await fetch(`${gw.base}${path}/stored-png`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('etag')).toMatch(/^".+"$/)
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
    }
  })

  it('U-24 well-known tokens and networks get their real logo (cryptocurrency-icons, CC0); others a monogram', async () => {
    const logo = (ticker: string) =>
      readFileSync(
        join(dirname(require.resolve('cryptocurrency-icons/package.json')), 'svg/color', `${ticker}.svg`),
        'utf8',
      )
    const cases: [string, string][] = [
      ['/public/getTokenImage/ETH', 'eth'],
      ['/public/getTokenImage/usdc', 'usdc'],
      ['/public/getTokenImage/DAI', 'dai'],
      ['/public/getCurrencyImage/BTC', 'btc'],
      ['/public/getAssetImage/eip155:1', 'eth'],
      ['/public/getAssetImage/ethereum', 'eth'],
      ['/public/getAssetImage/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'sol'],
      ['/public/getAssetImage/bip122:000000000019d6689c085ae165831e93', 'btc'],
    ]
    for (const [path, ticker] of cases) {
      const res = await fetch(`${gw.base}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(await res.text(), path).toBe(logo(ticker))
    }
    // The devnet's own tokens and chains are no well-known asset: monograms.
    for (const path of [
      '/public/getTokenImage/pUSD',
      '/public/getAssetImage/eip155:31337',
      '/getWalletImage/eth',
    ]) {
      expect(await (await fetch(`${gw.base}${path}`)).text(), path).toContain('</text></svg>')
    }
  })

  it('U-24 chains of @portico/core/networks get their chain logo (@web3icons/core, MIT) by CAIP-2 id', async () => {
    const chainLogo = (icon: string) =>
      import(`@web3icons/core/svgs/networks/background/${icon}.svg.js`).then(
        (m: { default: string }) => m.default,
      )
    const cases: [string, string][] = [
      ['eip155:8453', 'base'],
      ['eip155:10', 'optimism'],
      ['eip155:42161', 'arbitrum-one'],
    ]
    for (const [id, icon] of cases) {
      const res = await fetch(`${gw.base}/public/getAssetImage/${id}`)
      expect(res.status, id).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await res.text(), id).toBe(await chainLogo(icon))
    }
    // A chain the package has no logo for keeps its monogram.
    expect(await (await fetch(`${gw.base}/public/getAssetImage/eip155:4242`)).text()).toContain(
      '</text></svg>',
    )
  })

  it('C-19 generates an SVG monogram from the wallet name for a registry image id', async () => {
    // "My Wallet" has image_id 3db0c04f-… in the seed registry.
    const res = await fetch(`${gw.base}/getWalletImage/3db0c04f-9792-4628-044e-865878119200`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>MW</text>')
    const byId = await (await fetch(`${gw.base}/getWalletImage/io.mywallet`)).text()
    expect(byId).toContain('>MW</text>')
  })

  it('generates a monogram from the id for unknown ids, the same bytes every time', async () => {
    const a = await fetch(`${gw.base}/public/getTokenImage/unsure`)
    const b = await fetch(`${gw.base}/public/getTokenImage/unsure`)
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
    expect(await a.text()).toContain('>UN</text>')
    expect(await b.text()).toContain('>UN</text>')
  })

  it('answers 304 when If-None-Match carries the ETag', async () => {
    for (const id of ['stored-png', 'generated-x']) {
      const first = await fetch(`${gw.base}/public/getAssetImage/${id}`)
      const etag = first.headers.get('etag')!
      const again = await fetch(`${gw.base}/public/getAssetImage/${id}`, {
        headers: { 'if-none-match': etag },
      })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      const other = await fetch(`${gw.base}/public/getAssetImage/${id}`, {
        headers: { 'if-none-match': '"x"' },
      })
      expect(other.status).toBe(200)
    }
  })

  it('never reflects markup: ids that are not plain tokens get 400 or 404, never an image', async () => {
    const bad = await fetch(`${gw.base}/getWalletImage/${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(bad.status).toBe(400)
    expect(bad.headers.get('content-type')).toContain('application/json')
    const traversal = await fetch(`${gw.base}/getWalletImage/..%2F..%2Fetc%2Fpasswd`)
    expect(traversal.status).toBe(400)
    const slash = await fetch(`${gw.base}/getWalletImage/../../etc/passwd`)
    expect([400, 404]).toContain(slash.status)
  })
})
