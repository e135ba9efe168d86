import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Colour SVG logos of the npm package `cryptocurrency-icons` (CC0-1.0, public domain: no attribution
 * required), one file per lower-case ticker, e.g. `eth.svg`, `usdc.svg`, `btc.svg`.
 */
const ICON_DIR = join(
  dirname(createRequire(import.meta.url).resolve('cryptocurrency-icons/package.json')),
  'svg',
  'color',
)

/**
 * Network ids (CAIP-2, as the modal asks for network images) and names whose logo is their native
 * currency's. The devnet chains (eip155:31337, eip155:31338) are not Ethereum, so they keep a monogram.
 */
const ALIASES: Readonly<Record<string, string>> = {
  ethereum: 'eth',
  'eip155:1': 'eth',
  bitcoin: 'btc',
  'bip122:000000000019d6689c085ae165831e93': 'btc',
  solana: 'sol',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'sol',
  polygon: 'matic',
  'eip155:137': 'matic',
  bsc: 'bnb',
  'eip155:56': 'bnb',
  avalanche: 'avax',
  'eip155:43114': 'avax',
}

/** {@link ALIASES} by lower-case id (ids are matched ignoring case). */
export const ICON_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(ALIASES).map(([id, ticker]) => [id.toLowerCase(), ticker]),
)

const cache = new Map<string, string | undefined>()

/**
 * The logo of a well-known token or network (`ETH`, `usdc`, `ethereum`, `eip155:1`, …) as SVG text, or
 * undefined for an id the package has no logo for (the image routes then draw a monogram).
 */
export function knownIcon(id: string): string | undefined {
  const key = id.toLowerCase()
  if (cache.has(key)) return cache.get(key)
  const name = ICON_ALIASES.get(key) ?? key
  // Image ids are `[A-Za-z0-9._:-]`; a name with a dot or colon is no ticker (and never a path).
  const file = /^[a-z0-9]{1,16}$/.test(name) ? join(ICON_DIR, `${name}.svg`) : undefined
  const svg = file && existsSync(file) ? readFileSync(file, 'utf8') : undefined
  cache.set(key, svg)
  return svg
}
