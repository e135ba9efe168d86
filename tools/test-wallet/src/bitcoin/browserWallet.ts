import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as Esbuild from 'esbuild'
import type { BrowserContext } from 'playwright-core'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './bitcoinTestWallet.js'
import { BITCOIN_REQUEST_BINDING, SATS_CONNECT_FEATURE } from './walletIdentity.js'

const require = createRequire(import.meta.url)
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'browser.ts')

let bundle: string | undefined

/** The browser bundle (IIFE) of the Bitcoin test wallet's page side, built with esbuild once per process. */
export function bitcoinWalletBundle(): string {
  if (bundle) return bundle
  // Loaded on first use only, so importing this module does not start esbuild.
  const { buildSync } = require('esbuild') as typeof Esbuild
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  })
  bundle = result.outputFiles[0]?.text
  if (!bundle) throw new Error('Bitcoin test wallet: esbuild produced no output')
  return bundle
}

/**
 * Installs the Bitcoin test wallet in every page of a Playwright `context`: the page side registers through
 * wallet-standard (sats-connect's shape, like Xverse) and keeps the granted accounts in localStorage, so a
 * reload stays connected; its requests reach, through a binding, a {@link createBitcoinTestWallet} in this
 * process, which signs BIP-322 messages and PSBTs with the mnemonic's real testnet keys.
 * Resolves with that wallet (`calls`, `rejectNext`).
 *
 * @example
 * const bitcoinWallet = await installBitcoinTestWallet(context)
 * await page.goto(url)
 */
export async function installBitcoinTestWallet(
  context: BrowserContext,
  options: { accountIndex?: number } = {},
): Promise<BitcoinTestWallet> {
  const wallet = createBitcoinTestWallet({ accountIndex: options.accountIndex ?? 0, connected: true })
  const feature = wallet.features[SATS_CONNECT_FEATURE] as {
    provider: { request(method: string, params?: Record<string, unknown>): Promise<unknown> }
  }
  await context.exposeBinding(BITCOIN_REQUEST_BINDING, (_source, method: unknown, params: unknown) => {
    if (typeof method !== 'string') return { status: 'error', error: { code: -32600, message: 'method' } }
    const record = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
    return feature.provider.request(method, record)
  })
  await context.addInitScript(bitcoinWalletBundle())
  return wallet
}
