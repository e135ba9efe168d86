import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as Esbuild from 'esbuild'
import { type BrowserTestWalletOptions, OPTIONS_GLOBAL } from './browser/options.js'

const require = createRequire(import.meta.url)
const SOURCE_DIR = dirname(fileURLToPath(import.meta.url))
const ENTRY = join(SOURCE_DIR, 'browser', 'install.ts')
/** `@portico/core`'s sources, which the bundle includes (its constants and error codes). */
const CORE_SOURCE_DIR = dirname(require.resolve('@portico/core'))

let memo: { key: string; code: string } | undefined

/** Every non-test source file under `dir`, sorted, so the cache key changes with any edit. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
    })
    .sort()
}

function cacheDir(): string {
  const viemPackage = require.resolve('viem/package.json')
  const marker = `${sep}node_modules${sep}`
  const root = viemPackage.slice(0, viemPackage.lastIndexOf(marker) + marker.length)
  return join(root, '.cache', 'portico-test-wallet')
}

/** The browser bundle of the wallet (IIFE), built with esbuild on first use and cached on disk. */
export function testWalletBundle(): string {
  const hash = createHash('sha256')
  hash.update(String((require('viem/package.json') as { version: string }).version))
  for (const file of [...sourceFiles(SOURCE_DIR), ...sourceFiles(CORE_SOURCE_DIR)])
    hash.update(file).update(readFileSync(file))
  const key = hash.digest('hex').slice(0, 16)
  if (memo?.key === key) return memo.code
  const dir = cacheDir()
  const file = join(dir, `bundle-${key}.js`)
  let code: string
  if (existsSync(file)) {
    code = readFileSync(file, 'utf8')
  } else {
    // Loaded on first build only, so importing this package in a jsdom test does not start esbuild.
    const { buildSync } = require('esbuild') as typeof Esbuild
    const result = buildSync({
      entryPoints: [ENTRY],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      write: false,
    })
    code = result.outputFiles[0]?.text ?? ''
    if (!code) throw new Error('test wallet: esbuild produced no output')
    mkdirSync(dir, { recursive: true })
    // Write then rename, so a parallel test worker never reads a half-written bundle.
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, code)
    renameSync(partial, file)
  }
  memo = { key, code }
  return code
}

function validate(options: BrowserTestWalletOptions): void {
  if (typeof options !== 'object' || options === null) throw new Error('testWalletInitScript needs options')
  const entries = Object.entries(options.chains ?? {})
  if (entries.length === 0) throw new Error('testWalletInitScript: chains must name at least one chain')
  for (const [id, url] of entries) {
    if (!/^[1-9]\d*$/.test(id))
      throw new Error(`testWalletInitScript: chain id ${id} is not a positive integer`)
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new Error(`testWalletInitScript: the RPC URL of chain ${id} must be http(s)`)
    }
  }
}

/**
 * A self-contained script for Playwright's `page.addInitScript`: installs the test wallet in every page
 * (EIP-6963 announcement, optionally `window.ethereum`) and exposes `window.__porticoTestWallet`.
 *
 * @example
 * await page.addInitScript(testWalletInitScript({ chains: { 31337: 'http://127.0.0.1:8545' } }))
 */
export function testWalletInitScript(options: BrowserTestWalletOptions): string {
  validate(options)
  return `globalThis.${OPTIONS_GLOBAL} = ${JSON.stringify(options)};\n${testWalletBundle()}`
}
