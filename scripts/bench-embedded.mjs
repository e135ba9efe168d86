#!/usr/bin/env node
// The embedded wallet's figures (issue 22, Performance): builds the demo for production, starts the stack on
// offset ports and, in headless Chromium with a virtual authenticator (PRF), for RUNS fresh emails each in a new
// context: the email login from the code accepted (six digits in the secure frame's `otp-input`) to
// `account-button` showing the address, with the passkey step (setup screen, passkey created, key sealed), and
// then SIGNS personal_sign requests timed inside the frame (the secure site's `portico:frame-request` measure,
// less the time its approval screen waited for the click). Targets, reported and not asserted: login at most
// 1.5 s, signing under 50 ms. Prints readable lines, then one JSON object on the last line.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from './lib/ensure.mjs'
import { serveStatic } from './lib/staticServer.mjs'
import { offsetPorts, startStack } from './stack.mjs'

const RUNS = 5
const SIGNS = 3
const TARGET_LOGIN_MS = 1500
const TARGET_SIGN_MS = 50
// The secure site's measure names (apps/secure-site/src/frame/frameTiming.ts).
const REQUEST_MEASURE = 'portico:frame-request'
const USER_WAIT_MEASURE = 'portico:frame-user-wait'
// The defaults plus 20000 (PORTICO_BENCH_PORT_OFFSET moves them), clear of `npm start` and the browser tests.
const OFFSET = Number(process.env.PORTICO_BENCH_PORT_OFFSET ?? 20_000)
const PORTS = offsetPorts(OFFSET)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const round = (ms) => Math.round(ms * 10) / 10

/** The secure site's frame in the page (its `/sdk` page). */
async function secureFrame(page, secureUrl) {
  const sdk = new URL('/sdk', secureUrl).toString()
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const frame = page.frames().find((f) => f.url().startsWith(sdk))
    if (frame) return frame
    await page.waitForTimeout(50)
  }
  throw new Error('the secure site frame did not load within 30 s')
}

/** The frame's measures named `name`, with their times on the wall clock (ms since the epoch). */
const measuresOf = (frame, name) =>
  frame.evaluate(
    (n) =>
      performance.getEntriesByName(n, 'measure').map((m) => ({
        start: performance.timeOrigin + m.startTime,
        duration: m.duration,
        detail: m.detail,
      })),
    name,
  )

/**
 * One fresh email in a new context (a new device): the login's figures and the signing figures. Times are read
 * in the browser (epoch-based `performance.timeOrigin + performance.now()` in the frame and in the page), so
 * the automation's own latency is not counted; the time the key screen waited for the click is subtracted.
 */
async function measureOnce({ browser, url, secureUrl, mailUrl, waitForMail, enablePasskeys }, index) {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await enablePasskeys(page)
    await page.goto(url)
    // When account-button first shows an address (checked after each DOM mutation, not rounded to a frame).
    await page.evaluate(() => {
      const found = () => document.querySelector('[data-testid="account-button"][data-address^="0x"]')
      const observer = new MutationObserver(() => {
        if (!found()) return
        observer.disconnect()
        window.__porticoBenchConnectedAt = performance.timeOrigin + performance.now()
      })
      observer.observe(document, { subtree: true, childList: true, attributes: true })
    })
    await page.getByTestId('connect-button').click()
    const email = `bench-${Date.now()}-${index}@example.com`
    const since = Date.now() - 1
    await page.getByTestId('email-input').fill(email)
    await page.getByTestId('email-submit').click()
    const mail = await waitForMail(mailUrl, email, { since, timeoutMs: 30_000 })
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
    if (!code) throw new Error(`no code in the mail to ${email}: ${mail.subject}`)
    const frame = await secureFrame(page, secureUrl)
    const input = frame.getByTestId('otp-input')
    await input.waitFor({ timeout: 30_000 })
    // When the six digits are in (the frame checks the code from there).
    await frame.evaluate(() => {
      document.addEventListener(
        'input',
        (event) => {
          const target = event.target
          if (target?.getAttribute?.('data-testid') === 'otp-input' && /^\d{6}$/.test(target.value))
            window.__porticoBenchCodeAt ??= performance.timeOrigin + performance.now()
        },
        true,
      )
    })
    await input.fill(code)
    await frame.getByTestId('passkey-setup-screen').waitFor({ timeout: 30_000 })
    await frame.getByTestId('passkey-create').click()
    await page.getByTestId('account-button').waitFor({ timeout: 30_000 })
    await page.waitForFunction(() => window.__porticoBenchConnectedAt !== undefined)
    const codeAt = await frame.evaluate(() => window.__porticoBenchCodeAt)
    const connectedAt = await page.evaluate(() => window.__porticoBenchConnectedAt)
    const waits = await measuresOf(frame, USER_WAIT_MEASURE)
    const setup = waits.find((w) => w.detail?.screen === 'passkey-setup-screen')
    if (codeAt === undefined || !setup)
      throw new Error('the login left no timings (code typed, setup screen)')
    const login = {
      loginMs: connectedAt - codeAt - setup.duration,
      codeToKeyScreenMs: setup.start - codeAt,
      keyStepMs: connectedAt - (setup.start + setup.duration),
    }

    const signs = []
    for (let i = 0; i < SIGNS; i++) {
      // The click empties demo-result (data-ok goes) before the approval screen shows; the answer sets it again.
      await page.getByTestId('demo-sign-message').click()
      await frame.getByTestId('approve-confirm').click({ timeout: 30_000 })
      await page.waitForFunction(
        () => document.querySelector('[data-testid="demo-result"]')?.getAttribute('data-ok') !== null,
        undefined,
        { timeout: 30_000 },
      )
      const ok = await page.getByTestId('demo-result').getAttribute('data-ok')
      if (ok !== 'true')
        throw new Error(`signing failed: ${await page.getByTestId('demo-result').textContent()}`)
      const request = (await measuresOf(frame, REQUEST_MEASURE))
        .filter((m) => m.detail?.method === 'personal_sign')
        .at(-1)
      const approval = (await measuresOf(frame, USER_WAIT_MEASURE))
        .filter((w) => w.detail?.screen === 'approve-screen')
        .at(-1)
      if (!request || !approval) throw new Error('the signature left no timings in the frame')
      signs.push(request.duration - approval.duration)
    }
    return { ...login, signs }
  } finally {
    await context.close()
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-embedded-'))
  const dist = join(dataDir, 'demo')
  console.log('[bench-embedded] building the demo for production…')
  run(
    'node',
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'apps/demo/vite.config.ts',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { env: { ...process.env, ...PORTS } },
  )
  const env = {
    ...PORTS,
    PORTICO_DATA_DIR: join(dataDir, 'pglite'),
    PORTICO_DEVNET_MANIFEST: join(dataDir, 'devnet-manifest.json'),
  }
  const stack = await startStack({ demo: false, relay: false, env, log: () => {} })
  const server = await serveStatic(dist)
  const options = encodeURIComponent(JSON.stringify({ features: { email: true } }))
  const url = `http://127.0.0.1:${server.address().port}/?options=${options}`
  const { register } = await import('tsx/esm/api')
  register()
  const { waitForMail } = await import('@portico/dev-services')
  const { enablePasskeys } = await import('../e2e/lib/passkeys.ts')
  const { launchChromium } = await import('../tools/test-wallet/src/testing/chromium.ts')
  const browser = await launchChromium()
  try {
    const setup = {
      browser,
      url,
      secureUrl: stack.urls.secure,
      mailUrl: stack.urls.mail.replace(/\/email$/, ''),
      waitForMail,
      enablePasskeys,
    }
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const r = await measureOnce(setup, i)
      runs.push(r)
      console.log(
        `run ${i + 1}/${RUNS}: login ${Math.round(r.loginMs)} ms (code to key screen ${Math.round(r.codeToKeyScreenMs)}, key step ${Math.round(r.keyStepMs)}); signing ${r.signs.map((ms) => round(ms)).join(', ')} ms`,
      )
    }
    const result = {
      embeddedLoginMs: Math.round(median(runs.map((r) => r.loginMs))),
      embeddedLoginCodeToKeyScreenMs: Math.round(median(runs.map((r) => r.codeToKeyScreenMs))),
      embeddedLoginKeyStepMs: Math.round(median(runs.map((r) => r.keyStepMs))),
      embeddedSignMs: round(median(runs.flatMap((r) => r.signs))),
    }
    const verdict = (ms, target, strict) => ((strict ? ms < target : ms <= target) ? 'met' : 'MISSED')
    console.log(
      `embedded login (code to address, passkey step included): ${result.embeddedLoginMs} ms median of ${RUNS} (target ≤ ${TARGET_LOGIN_MS} ms: ${verdict(result.embeddedLoginMs, TARGET_LOGIN_MS, false)}); code to key screen ${result.embeddedLoginCodeToKeyScreenMs} ms, key step ${result.embeddedLoginKeyStepMs} ms`,
    )
    console.log(
      `embedded signing in the frame: ${result.embeddedSignMs} ms median of ${RUNS * SIGNS} (target < ${TARGET_SIGN_MS} ms: ${verdict(result.embeddedSignMs, TARGET_SIGN_MS, true)})`,
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
