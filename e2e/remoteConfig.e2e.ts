import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/test-wallet/chromium'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openDemo } from './lib/browser.js'
import { startHostProxy } from './lib/hostProxy.js'
import { listenOnLoopback } from './lib/staticPages.js'

// Issue 26 item 1: the project configuration read from the gateway, and the alerts of section S it leads to, in
// Chromium against the running stack.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const CONFIG_PATH = '/appkit/v1/config'

/** An answer the gateway proxy gives instead of the gateway's own. */
type Override = { status: number; body: unknown }

/**
 * A small proxy in front of the real gateway: every request goes through unchanged, except the configuration
 * request while `override` is set, which gets that answer (with the CORS header a browser needs to read it, and
 * a one-second cache time).
 * Counts the configuration requests it saw.
 */
async function startGatewayProxy(gateway: string) {
  const target = new URL(gateway)
  const state = { override: undefined as Override | undefined, configRequests: 0 }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname
    if (path === CONFIG_PATH && req.method === 'GET') state.configRequests += 1
    if (path === CONFIG_PATH && state.override) {
      res.writeHead(state.override.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': req.headers.origin ?? '*',
        // The gateway's configuration cache time (PORTICO_CONFIG_CACHE_SEC), shortened for the test.
        'cache-control': 'private, max-age=1',
      })
      res.end(JSON.stringify(state.override.body))
      return
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  const { port, close } = await listenOnLoopback(server)
  return { url: `http://127.0.0.1:${port}`, state, close }
}

/** Opens the dialog and resolves with the alert's text once there is one. */
async function alertAfterOpening(page: Page): Promise<string | null> {
  await page.getByTestId('connect-button').click()
  const alert = page.getByTestId('alert')
  await alert.waitFor({ timeout: 30_000 })
  return alert.textContent()
}

describe('remote project configuration and its alerts (P, S)', () => {
  it("P-16 S-09 an unknown project id shows 'Invalid Project ID'", async () => {
    const { page } = await openDemo(browser, { options: { projectId: 'no-such-project' } })
    expect(await alertAfterOpening(page)).toBe('Invalid Project ID')
    await page.context().close()
  })

  it("P-07 S-05 an app on an origin outside the allow-list shows 'Invalid App Configuration'", async () => {
    const proxy = await startHostProxy(inject('stack').demo)
    const outside = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP notallowed.portico.test 127.0.0.1'],
    })
    try {
      const page = await outside.newPage()
      await page.goto(`http://notallowed.portico.test:${proxy.port}/`)
      expect(await alertAfterOpening(page)).toBe('Invalid App Configuration')
    } finally {
      await outside.close()
      await proxy.close()
    }
  })

  it.each([
    ['P-06 S-12', 429, 'Rate Limited'],
    ['P-06 S-11', 503, 'Server Error'],
  ])('%s a gateway answering %i gives %s', async (_ids, status, expected) => {
    const gateway = await startGatewayProxy(inject('stack').gateway)
    gateway.state.override = { status, body: { code: 'X', message: 'busy' } }
    try {
      const { page } = await openDemo(browser, {
        options: { gatewayUrl: gateway.url },
      })
      expect(await alertAfterOpening(page)).toBe(expected)
      await page.context().close()
    } finally {
      await gateway.close()
    }
  })

  it('Performance: one configuration request before the first click, none when the configuration is inline', async () => {
    const gateway = await startGatewayProxy(inject('stack').gateway)
    try {
      const read = await openDemo(browser, { options: { gatewayUrl: gateway.url } })
      await read.page.getByTestId('connect-button').waitFor()
      await expect.poll(() => gateway.state.configRequests).toBe(1)
      await read.page.context().close()

      const inline = await openDemo(browser, {
        options: { gatewayUrl: gateway.url, projectConfig: { features: [] } },
      })
      await inline.page.getByTestId('connect-button').click()
      await inline.page.getByTestId('view-Connect').waitFor()
      expect(gateway.state.configRequests).toBe(1)
      await inline.page.context().close()
    } finally {
      await gateway.close()
    }
  })

  it('A-10 P-02 remote features turning socials off hide the social buttons once the cache time has passed', async () => {
    const gateway = await startGatewayProxy(inject('stack').gateway)
    const socials = (isEnabled: boolean) => ({
      status: 200,
      body: { features: [{ id: 'social_login', isEnabled, config: ['email', 'google', 'github'] }] },
    })
    gateway.state.override = socials(true)
    try {
      const { page } = await openDemo(browser, {
        options: {
          gatewayUrl: gateway.url,
          features: { email: true, socials: ['google', 'github'] },
        },
      })
      await page.getByTestId('connect-button').click()
      await page.getByTestId('social-google').waitFor({ timeout: 30_000 })

      // The operator turns socials off; the app, reloaded after the cache time, reads the new configuration.
      gateway.state.override = socials(false)
      const before = gateway.state.configRequests
      const notices: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'warning' && m.text().startsWith('[Portico Config Notice]')) notices.push(m.text())
      })
      await expect
        .poll(
          async () => {
            await page.reload()
            return gateway.state.configRequests
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBeGreaterThan(before)
      await page.getByTestId('connect-button').click()
      // The positive event: the configuration was applied and said which local settings it overrode.
      await expect.poll(() => notices.at(-1), { timeout: 30_000 }).toContain('socials')
      await page.getByTestId('connect-section-wallet').waitFor()
      expect(await page.getByTestId('social-google').count()).toBe(0)
      expect(await page.getByTestId('connect-section-social').count()).toBe(0)
      await page.context().close()
    } finally {
      await gateway.close()
    }
  })
})
