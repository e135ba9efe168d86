import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as Esbuild from 'esbuild'
import { type BrowserSolanaTestWalletOptions, SOLANA_OPTIONS_GLOBAL } from './browserOptions.js'
import { SOLANA_WALLET_CHAINS } from './solanaTestWallet.js'

const require = createRequire(import.meta.url)
const ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'browser.ts')

let bundle: string | undefined

/** The browser bundle (IIFE) of the Solana test wallet, built with esbuild once per process. */
function solanaWalletBundle(): string {
  if (bundle) return bundle
  // Loaded on first use only, so importing this module in a jsdom test does not start esbuild.
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
  if (!bundle) throw new Error('Solana test wallet: esbuild produced no output')
  return bundle
}

/**
 * A self-contained script for Playwright's `page.addInitScript`: registers the Solana test wallet through
 * wallet-standard in every page and exposes `window.__porticoSolanaTestWallet`; the authorisation survives
 * reloads (localStorage).
 *
 * @example
 * await page.addInitScript(solanaTestWalletInitScript({ rpcUrls: { 'solana:localnet': 'http://127.0.0.1:8899' } }))
 */
export function solanaTestWalletInitScript(options: BrowserSolanaTestWalletOptions): string {
  const entries = Object.entries(options?.rpcUrls ?? {})
  if (entries.length === 0)
    throw new Error('solanaTestWalletInitScript: rpcUrls must name at least one chain')
  for (const [chain, url] of entries) {
    if (!(SOLANA_WALLET_CHAINS as readonly string[]).includes(chain)) {
      throw new Error(`solanaTestWalletInitScript: unknown chain ${chain}`)
    }
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new Error(`solanaTestWalletInitScript: the RPC URL of ${chain} must be http(s)`)
    }
  }
  return `globalThis.${SOLANA_OPTIONS_GLOBAL} = ${JSON.stringify(options)};\n${solanaWalletBundle()}`
}
