#!/usr/bin/env node
// Bundle and click-to-list figures for the demo (TEST-CONTRACT.md): builds the demo for production, serves it,
// and in headless Chromium with the test wallet measures the JS and CSS fetched before the first click and on
// click (raw, gzip -9, brotli), the median click-to-list time of 5 runs, and requests to outside hosts; then,
// without the test wallet, what the click on the WalletConnect row fetches and how long until the QR shows.
// Prints a readable summary, then one JSON object on the last line.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { run } from './lib/ensure.mjs'
import { serveStatic } from './lib/staticServer.mjs'
import { offsetPorts, startStack } from './stack.mjs'

const ROOT = join(import.meta.dirname, '..')
const DIST = join(ROOT, 'apps', 'demo', 'dist')
const RUNS = 5
// The defaults plus 20000 (PORTICO_BENCH_PORT_OFFSET moves them), clear of `npm start` and the browser tests.
const OFFSET = Number(process.env.PORTICO_BENCH_PORT_OFFSET ?? 20_000)
const PORTS = offsetPorts(OFFSET)

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function sizes(bodies) {
  const raw = bodies.reduce((n, b) => n + b.length, 0)
  const gzip = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0)
  const brotli = bodies.reduce(
    (n, b) => n + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    0,
  )
  return { raw, gzip, brotli }
}

async function measureOnce(browser, url, initScript) {
  const context = await browser.newContext()
  await context.addInitScript(initScript)
  const page = await context.newPage()
  let clicked = false
  const before = []
  const onClick = []
  const outside = []
  const pending = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const list = clicked ? onClick : before
    pending.push(
      response.body().then(
        (body) => {
          list.push(body)
          // PORTICO_BENCH_FILES=1 lists each file with its gzip size, to find what to move off the first load.
          if (process.env.PORTICO_BENCH_FILES === '1') {
            const name = new URL(response.url()).pathname.split('/').pop()
            console.log(
              `  ${clicked ? 'click ' : 'before'} ${kib(gzipSync(body, { level: 9 }).length)} KiB ${name}`,
            )
          }
        },
        () => {},
      ),
    )
  })
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url())
    if (protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(hostname))
      outside.push(request.url())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByTestId('connect-button').waitFor()
  await Promise.all(pending)
  clicked = true
  // Time from the click until a wallet row of the Connect view is in the open dialog, ready for the next
  // paint: checked after every DOM mutation in the shadow root, so the figure is not rounded up to a frame.
  const clickToListMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = document.querySelector('[data-testid="connect-button"]')
        const shadow = document.querySelector('portico-modal')?.shadowRoot
        let start = 0
        const ready = () => {
          const dialog = shadow?.querySelector('dialog')
          const row = shadow?.querySelector('[data-testid="view-Connect"] [data-testid^="wallet-"]')
          return !!dialog?.open && !!row && row.getBoundingClientRect().height > 0
        }
        const observer = new MutationObserver(() => {
          if (!ready()) return
          observer.disconnect()
          resolve(performance.now() - start)
        })
        if (shadow) observer.observe(shadow, { subtree: true, childList: true, attributes: true })
        start = performance.now()
        button.click()
        if (ready()) {
          observer.disconnect()
          resolve(performance.now() - start)
        }
      }),
  )
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  await context.close()
  return { before: sizes(before), onClick: sizes(onClick), clickToListMs, outside }
}

/**
 * The WalletConnect path, without an injected wallet: open the dialog, then time the click on the
 * WalletConnect row until the pairing URI is on screen (`wc-uri` holds a `wc:` URI). Collects the JS and CSS
 * fetched from the click on the connect button on, by URL: the Connect view starts loading the WalletConnect
 * client and view once its list is on screen, so they arrive before the row's click. With `clickRow: false`
 * it only opens the dialog (the baseline that tells the WalletConnect code from the rest of the dialog's).
 */
async function measureWalletConnect(browser, url, { clickRow = true } = {}) {
  const context = await browser.newContext()
  const page = await context.newPage()
  // Requests in flight, so "quiet" can mean what networkidle means (none for 500 ms) at any later moment:
  // page.waitForLoadState('networkidle') resolves at once once the page has been idle after its load.
  let inFlight = 0
  let lastActivity = Date.now()
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  page.on('request', () => {
    inFlight += 1
    lastActivity = Date.now()
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  const quiet = async () => {
    while (inFlight > 0 || Date.now() - lastActivity < 500) await new Promise((r) => setTimeout(r, 50))
  }
  let clicked = false
  const onClick = new Map()
  const pending = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (!clicked || (type !== 'script' && type !== 'stylesheet')) return
    pending.push(
      response.body().then(
        (body) => onClick.set(response.url(), body),
        () => {},
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await quiet()
  clicked = true
  await page.getByTestId('connect-button').click()
  await page.getByTestId(clickRow ? 'wallet-walletConnect' : 'view-Connect').waitFor()
  await quiet()
  if (!clickRow) {
    await Promise.all(pending)
    await context.close()
    return { onClick }
  }
  const clickToQrMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const shadow = document.querySelector('portico-modal')?.shadowRoot
        const row = shadow?.querySelector('[data-testid="wallet-walletConnect"]')
        let start = 0
        const ready = () => !!shadow?.querySelector('[data-testid="wc-uri"][data-uri^="wc:"]')
        const observer = new MutationObserver(() => {
          if (!ready()) return
          observer.disconnect()
          resolve(performance.now() - start)
        })
        if (shadow) observer.observe(shadow, { subtree: true, childList: true, attributes: true })
        start = performance.now()
        row.click()
      }),
  )
  await quiet()
  await Promise.all(pending)
  await context.close()
  return { onClick, clickToQrMs }
}

/** The bodies fetched on the WalletConnect path that opening the dialog without WalletConnect does not fetch. */
const walletConnectOnly = (run, baseline) =>
  [...run.onClick].filter(([url]) => !baseline.onClick.has(url)).map(([, body]) => body)

async function main() {
  console.log('[bench-bundle] building the demo for production…')
  run(
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/demo/vite.config.ts', '--logLevel', 'warn'],
    {
      env: { ...process.env, ...PORTS },
    },
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  const env = { ...PORTS, PORTICO_DATA_DIR: join(dataDir, 'pglite') }
  const stack = await startStack({ demo: false, env, log: () => {} })
  const server = await serveStatic(DIST)
  const url = `http://127.0.0.1:${server.address().port}/`
  const { register } = await import('tsx/esm/api')
  register()
  const { testWalletInitScript } = await import('../tools/test-wallet/src/index.ts')
  const initScript = testWalletInitScript({ chains: { 31337: stack.urls.evmA, 31338: stack.urls.evmB } })
  const { launchChromium } = await import('../tools/test-wallet/src/testing/chromium.ts')
  const browser = await launchChromium()
  try {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, url, initScript))
    const first = runs[0]
    const walletConnectRuns = []
    for (let i = 0; i < RUNS; i++) walletConnectRuns.push(await measureWalletConnect(browser, url))
    const withoutWalletConnect = `${url}?options=${encodeURIComponent(JSON.stringify({ enableWalletConnect: false }))}`
    // Two baseline runs: the Solana and Bitcoin adapters load on open, and a loaded machine can delay them.
    const baselines = [
      await measureWalletConnect(browser, withoutWalletConnect, { clickRow: false }),
      await measureWalletConnect(browser, withoutWalletConnect, { clickRow: false }),
    ]
    const baseline = { onClick: new Map(baselines.flatMap((b) => [...b.onClick])) }
    const walletConnectCode = sizes(walletConnectOnly(walletConnectRuns[0], baseline))
    const result = {
      beforeClickRawKiB: kib(first.before.raw),
      beforeClickGzipKiB: kib(first.before.gzip),
      beforeClickBrotliKiB: kib(first.before.brotli),
      onClickRawKiB: kib(first.onClick.raw),
      onClickGzipKiB: kib(first.onClick.gzip),
      onClickBrotliKiB: kib(first.onClick.brotli),
      clickToListMs: Math.round(median(runs.map((r) => r.clickToListMs)) * 10) / 10,
      outsideRequests: runs.reduce((n, r) => n + r.outside.length, 0),
      walletConnectOnClickGzipKiB: kib(walletConnectCode.gzip),
      walletConnectOnClickRawKiB: kib(walletConnectCode.raw),
      walletConnectClickToQrMs: Math.round(median(walletConnectRuns.map((r) => r.clickToQrMs)) * 10) / 10,
    }
    console.log(
      `before click: ${result.beforeClickGzipKiB} KiB gzip (${result.beforeClickRawKiB} raw, ${result.beforeClickBrotliKiB} brotli)`,
    )
    console.log(
      `on click:     ${result.onClickGzipKiB} KiB gzip (${result.onClickRawKiB} raw, ${result.onClickBrotliKiB} brotli)`,
    )
    console.log(
      `click to list: ${result.clickToListMs} ms (median of ${RUNS}); outside requests: ${result.outsideRequests}`,
    )
    console.log(
      `WalletConnect: ${result.walletConnectOnClickGzipKiB} KiB gzip of its own code from the dialog opening on (${result.walletConnectOnClickRawKiB} raw); click to QR ${result.walletConnectClickToQrMs} ms (median of ${RUNS})`,
    )
    console.log(JSON.stringify(result))
  } finally {
    await browser.close()
    server.close()
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
