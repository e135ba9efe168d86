import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openDemo } from './lib/browser.js'
import { EMAIL_OPTIONS, loginWithEmail, secureFrame } from './lib/emailLogin.js'

// Issue 22 item 2: sessions bound to the device (DPoP, RFC 9449), tried as an attacker would. Everything the
// attacker could get is collected: what the app page can read, every request header and every token the secure
// frame sent or received (as a proxy or devtools on the wire would see them), and the frame's own storage (as a
// stolen disk copy would hold it). Replayed from the app page and from Node, none of it opens the session.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The claims of a JWT (no check: only to read `cnf`). */
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString())

/** What the wire shows: every gateway request's auth headers and every session answer's tokens. */
interface Captured {
  requests: { method: string; url: string; authorization?: string; dpop?: string; body?: string }[]
  accessTokens: Set<string>
  refreshTokens: Set<string>
}

function captureWire(page: Page, gateway: string, secure: string): Captured {
  const captured: Captured = { requests: [], accessTokens: new Set(), refreshTokens: new Set() }
  page.on('request', (request) => {
    if (!request.url().startsWith(gateway) && !request.url().startsWith(secure)) return
    const { authorization, dpop } = request.headers()
    captured.requests.push({
      method: request.method(),
      url: request.url(),
      ...(authorization ? { authorization } : {}),
      ...(dpop ? { dpop } : {}),
      ...(request.postData() ? { body: request.postData() ?? '' } : {}),
    })
  })
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${gateway}/auth/v1/`) || response.request().method() !== 'POST') return
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (typeof body?.accessToken === 'string') captured.accessTokens.add(body.accessToken)
    if (typeof body?.refreshToken === 'string') captured.refreshTokens.add(body.refreshToken)
  })
  return captured
}

/** Each replay an attacker tries with the loot: bare tokens, tokens with captured proofs, captured requests again. */
function replays(loot: { accessTokens: string[]; refreshTokens: string[]; requests: Captured['requests'] }) {
  const gateway = inject('stack').gateway
  const q = '?projectId=portico-dev'
  const list: {
    name: string
    url: string
    method: string
    headers: Record<string, string>
    body?: string
  }[] = []
  const anyProof = loot.requests.find((r) => r.dpop)?.dpop ?? ''
  for (const token of loot.accessTokens) {
    for (const path of ['/auth/v1/session', `/auth/v1/wallet`, '/auth/v1/wallet/envelopes']) {
      const url = `${gateway}${path}${q}`
      list.push({ name: `Bearer ${path}`, url, method: 'GET', headers: { authorization: `Bearer ${token}` } })
      list.push({
        name: `DPoP no proof ${path}`,
        url,
        method: 'GET',
        headers: { authorization: `DPoP ${token}` },
      })
      list.push({
        name: `DPoP with a captured proof ${path}`,
        url,
        method: 'GET',
        headers: { authorization: `DPoP ${token}`, dpop: anyProof },
      })
    }
  }
  for (const refreshToken of loot.refreshTokens) {
    for (const dpop of [undefined, anyProof]) {
      list.push({
        name: `refresh ${dpop ? 'with a captured proof' : 'bare'}`,
        url: `${gateway}/auth/v1/session/refresh${q}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(dpop ? { dpop } : {}) },
        body: JSON.stringify({ refreshToken }),
      })
    }
  }
  // Every captured request that carried a session, sent again exactly as it was (replayed proof).
  for (const r of loot.requests.filter((r) => r.authorization)) {
    list.push({
      name: `replayed ${r.method} ${new URL(r.url).pathname}`,
      url: r.url,
      method: r.method,
      headers: {
        authorization: r.authorization ?? '',
        ...(r.dpop ? { dpop: r.dpop } : {}),
        ...(r.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(r.method === 'POST' ? { body: r.body ?? '{}' } : {}),
    })
  }
  return list
}

describe('sessions bound to the device (issue 22, DPoP)', () => {
  it('a script on the app page and a thief in Node replay every token and proof they can get: nothing opens the session; the DPoP key is not extractable', async () => {
    const stack = inject('stack')
    const secureOrigin = new URL(stack.secure).origin
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const wire = captureWire(page, stack.gateway, secureOrigin)
    const address = await loginWithEmail(page, `e2e-dpop-${Date.now()}@example.com`)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => wire.accessTokens.size).toBeGreaterThan(0)

    // What the app page itself can read: no token of the session is there.
    const appSees = await page.evaluate(async () => {
      const values: string[] = [document.cookie]
      for (const store of [localStorage, sessionStorage]) {
        for (let i = 0; i < store.length; i++)
          values.push(`${store.key(i)}=${store.getItem(store.key(i) ?? '')}`)
      }
      const databases = (await indexedDB.databases?.()) ?? []
      return { text: values.join('\n'), databases: databases.map((d) => d.name) }
    })
    for (const token of [...wire.accessTokens, ...wire.refreshTokens])
      expect(appSees.text).not.toContain(token)
    expect(appSees.databases).not.toContain('portico-secure-site-keys')

    // What a stolen copy of the secure site's storage holds (the strongest loot: a disk or an XSS on its origin).
    const frame = await secureFrame(page)
    const frameStorage = await frame.evaluate(() => Object.values({ ...localStorage }).join('\n'))
    const stored = [...frameStorage.matchAll(/"(access|refresh)Token":"([^"]+)"/g)]
    const loot = {
      accessTokens: [
        ...new Set([...wire.accessTokens, ...stored.filter((m) => m[1] === 'access').map((m) => m[2] ?? '')]),
      ],
      refreshTokens: [
        ...new Set([
          ...wire.refreshTokens,
          ...stored.filter((m) => m[1] === 'refresh').map((m) => m[2] ?? ''),
        ]),
      ],
      requests: wire.requests,
    }
    expect(loot.accessTokens.length).toBeGreaterThan(0)
    expect(loot.refreshTokens.length).toBeGreaterThan(0)
    expect(loot.requests.some((r) => r.dpop)).toBe(true)
    const attempts = replays(loot)
    expect(attempts.length).toBeGreaterThan(8)

    // From the app page (its own fetch, its own origin): every attempt fails (401, 403, or refused by CORS).
    const fromPage = await page.evaluate(async (list) => {
      const out: { name: string; status: number }[] = []
      for (const a of list) {
        const init: RequestInit = {
          method: a.method,
          headers: a.headers,
          ...(a.body ? { body: a.body } : {}),
        }
        const status = await fetch(a.url, init).then(
          (r) => r.status,
          () => 0,
        )
        out.push({ name: a.name, status })
      }
      return out
    }, attempts)
    // (The site key service answers 403 to any origin but the secure site's own.)
    for (const r of fromPage) expect([0, 401, 403], r.name).toContain(r.status)

    // From Node (no CORS, any Origin it likes): every attempt is a 401 with a DPoP challenge.
    for (const a of attempts) {
      const res = await fetch(a.url, {
        method: a.method,
        headers: { origin: secureOrigin, ...a.headers },
        ...(a.body ? { body: a.body } : {}),
      })
      expect(res.status, a.name).toBe(401)
      expect(res.headers.get('www-authenticate'), a.name).toMatch(/^DPoP /)
    }
    // The site key service with the secure site's own Origin (forged from Node): a bare token, a replayed proof.
    const wrapKey = `${secureOrigin}/api/wrap-key?projectId=portico-dev`
    // Passkey mode (the default) never asks the site key service for a key: a session call's captured
    // authorization and proof stand in for a captured wrap-key request.
    const captured =
      loot.requests.find((r) => r.url.startsWith(wrapKey) && r.dpop) ??
      loot.requests.find((r) => r.authorization && r.dpop)
    const wrapKeyAttempts: Record<string, string>[] = [
      { authorization: `Bearer ${loot.accessTokens[0]}` },
      { authorization: `DPoP ${loot.accessTokens[0]}` },
      ...(captured ? [{ authorization: captured.authorization ?? '', dpop: captured.dpop ?? '' }] : []),
    ]
    expect(captured).toBeDefined()
    // With the app's origin named, as the secure site's page names it (managed custody's key service, which the
    // e2e stack runs, refuses a request without it before asking the gateway).
    const appOrigin = { 'x-portico-app-origin': new URL(stack.demo).origin }
    for (const headers of wrapKeyAttempts) {
      const res = await fetch(wrapKey, {
        method: 'POST',
        headers: { origin: secureOrigin, ...appOrigin, ...headers },
      })
      expect(res.status, JSON.stringify(Object.keys(headers))).toBe(401)
    }

    // In the frame: the session's key is the one in the secure site's IndexedDB, and its private half cannot leave.
    const inFrame = await frame.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('portico-secure-site-keys')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const pair = await new Promise<CryptoKeyPair>((resolve, reject) => {
        const get = db.transaction('keys').objectStore('keys').get('dpop')
        get.onsuccess = () => resolve(get.result as CryptoKeyPair)
        get.onerror = () => reject(get.error)
      })
      const exports: string[] = []
      for (const format of ['pkcs8', 'jwk'] as const) {
        await crypto.subtle.exportKey(format, pair.privateKey).then(
          () => exports.push(`${format}: exported`),
          (e: Error) => exports.push(`${format}: ${e.name}`),
        )
      }
      const { crv, kty, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
      const canonical = new TextEncoder().encode(JSON.stringify({ crv, kty, x, y }))
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', canonical))
      const jkt = btoa(String.fromCharCode(...digest))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      return { extractable: pair.privateKey.extractable, exports, jkt }
    })
    expect(inFrame.extractable).toBe(false)
    expect(inFrame.exports).toEqual(['pkcs8: InvalidAccessError', 'jwk: InvalidAccessError'])
    for (const token of loot.accessTokens) expect(claimsOf(token).cnf).toEqual({ jkt: inFrame.jkt })

    // The owner's device is untouched by all of that: a reload reconnects through a DPoP-bound refresh.
    await page.reload()
    const account = page.getByTestId('account-button')
    await account.waitFor({ timeout: 30_000 })
    expect((await account.getAttribute('data-address'))?.toLowerCase()).toBe(address.toLowerCase())
  })
})
