import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT, type SiteStack, startSiteStack } from './siteStack.js'

// The secure site's server side with the real gateway (its development project allows http://127.0.0.1:* and
// http://localhost:*). The browser test (e2e/embeddedWalletOrigins.e2e.ts) shows what the app then displays.
describe('who may embed the secure site (F-29, F-30)', () => {
  let stack: SiteStack
  beforeAll(async () => {
    stack = await startSiteStack()
  })
  afterAll(() => stack?.close())

  const frameRequest = (referer?: string, projectId = PROJECT) =>
    fetch(`${stack.siteUrl}/sdk?projectId=${projectId}&chainId=31337`, {
      headers: referer ? { referer } : {},
    })

  it('F-29 an app on the allow-list gets the wallet page, framable by the allow-list only', async () => {
    const res = await frameRequest('http://127.0.0.1:5173/')
    expect(res.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    )
    expect(await res.text()).not.toContain('UNVERIFIED_DOMAIN')
  })

  it('F-30 an app outside the allow-list gets only the refusal page: it posts UNVERIFIED_DOMAIN to that app and runs nothing else', async () => {
    const res = await frameRequest('http://app.portico.test:8080/')
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors http://app.portico.test:8080;')
    expect(csp).toMatch(/default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'/)
    const body = await res.text()
    expect(body).toContain("type:'@w3m-frame/UNVERIFIED_DOMAIN'")
    expect(body).not.toMatch(/src=|READY/)
  })

  it('an unknown project refuses every app; no project and no referrer: nobody may frame the page', async () => {
    expect(await (await frameRequest('http://127.0.0.1:5173/', 'no-such-project')).text()).toContain(
      'UNVERIFIED_DOMAIN',
    )
    const res = await fetch(`${stack.siteUrl}/sdk`)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})
