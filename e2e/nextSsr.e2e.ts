import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openAppPage } from './lib/appPage.js'
import { examplePort, NEXT_EXAMPLE_PORT } from './lib/appPorts.js'
import { connectTestWallet, currentView, launchBrowser } from './lib/browser.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const APP = join(import.meta.dirname, '..', 'apps', 'next-example')
/** The example's own `next` (wherever npm put it). */
const NEXT_BIN = createRequire(join(APP, 'package.json')).resolve('next/dist/bin/next')
/** `next build` on a loaded 2-core machine takes minutes; it runs once per test run, here. */
const BUILD_TIMEOUT_MS = 600_000

let browser: Browser
let server: ChildProcess | undefined
let appUrl: string
/**
 * `PORTICO_E2E_NEXT_BUILD=<dir>` reuses a build made before (a directory under apps/next-example holding
 * `BUILD_ID`, e.g. from an earlier run with the same variable); otherwise each run builds into its own.
 */
const reused = process.env.PORTICO_E2E_NEXT_BUILD
const distDir = reused ? join(APP, reused) : mkdtempSync(join(APP, '.next-e2e-'))

/** Resolves once `url` answers 200; throws after `timeoutMs`. */
async function waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${serverOutput.join('').slice(-4000)}`)
}
const serverOutput: string[] = []

/** Runs `next <args>` in the example with the run's dist dir; resolves the child process. */
function next(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd: APP,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORTICO_NEXT_DIST_DIR: relative(APP, distDir),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()))
  }
  return child
}

beforeAll(async () => {
  const stack = inject('stack')
  if (!existsSync(join(distDir, 'BUILD_ID'))) {
    const build = next(['build', '--webpack'])
    const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
    if (code !== 0) throw new Error(`next build failed (${code}):\n${serverOutput.join('').slice(-4000)}`)
  }
  const port = examplePort('PORTICO_NEXT_EXAMPLE_PORT', NEXT_EXAMPLE_PORT)
  appUrl = `http://127.0.0.1:${port}/`
  server = next(['start', '--hostname', '127.0.0.1', '--port', String(port)], {
    PORTICO_GATEWAY_URL: stack.gateway.replace(/\/$/, ''),
  })
  await waitUntilAnswering(appUrl, 60_000)
  browser = await launchBrowser()
}, BUILD_TIMEOUT_MS)

afterAll(async () => {
  await browser?.close()
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  if (!reused) rmSync(distDir, { recursive: true, force: true })
})

/** The example with the test wallet, hydrated; problems as {@link openAppPage} records them. */
async function openApp(): Promise<{ page: Page; problems: string[]; html: string }> {
  const { page, problems, response } = await openAppPage(browser, appUrl)
  const html = (await response?.text()) ?? ''
  await hydrated(page, problems)
  return { page, problems, html }
}

/**
 * Resolves once the client has rendered: createPortico (in the browser only) mounts the dialog host. On a
 * timeout the error lists the problems the page reported meanwhile.
 */
async function hydrated(page: Page, problems: string[]): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('portico-modal') !== null, undefined, { timeout: 30_000 })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nThe page reported:\n${problems.join('\n')}`)
    })
}

const serverAddress = (html: string) => /data-testid="server-address"[^>]*>([^<]*)</.exec(html)?.[1]

describe('server rendering on Next.js (issue 16)', { timeout: 120_000 }, () => {
  it('the connect button is in the server HTML and hydrates without warnings', async () => {
    const { page, problems, html } = await openApp()
    expect(html).toContain('data-testid="connect-button"')
    expect(html).toContain('data-caip-network-id="eip155:31337"')
    await connectTestWallet(page, ACCOUNT_0)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('after connecting, a reload is rendered connected by the server (cookie), reconnects, and hydrates cleanly', async () => {
    const { page, problems } = await openApp()
    await connectTestWallet(page, ACCOUNT_0)
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'portico.state')?.value)
      .toBe(encodeURIComponent(`eip155:31337:${ACCOUNT_0}`))

    const response = await page.reload()
    const html = (await response?.text()) ?? ''
    // The server component read the cookie, and the client buttons were rendered connected on the server.
    expect(serverAddress(html)).toBe(ACCOUNT_0)
    expect(html).toContain(`data-testid="account-button" data-address="${ACCOUNT_0}"`)
    expect(html).not.toContain('data-testid="connect-button"')
    await hydrated(page, problems)
    // The wallet connection itself is restored in the browser: the Account view opens on it.
    await expect.poll(() => page.evaluate(() => (window as any).__porticoTestWallet !== undefined)).toBe(true)
    await page.getByTestId('account-button').click()
    await expect.poll(() => currentView(page)).toBe('Account')
    await expect.poll(() => page.getByTestId('account-address').getAttribute('data-address')).toBe(ACCOUNT_0)

    // Disconnecting updates the cookie: the next server render shows the connect button again.
    await page.getByTestId('account-disconnect').click()
    await expect.poll(() => page.getByTestId('connect-button').count()).toBe(1)
    const again = await page.reload()
    const after = (await again?.text()) ?? ''
    expect(after).toContain('data-testid="connect-button"')
    expect(serverAddress(after)).toBe('')
    await hydrated(page, problems)
    expect(problems).toEqual([])
    await page.context().close()
  })
})
