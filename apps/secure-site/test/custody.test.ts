import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type MailCatcher, startMailCatcher, waitForMail } from '@portico/dev-services'
import { createGateway, type Gateway } from '@portico/gateway'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameAncestors, siteKeyService, WRAP_KEY_PATH } from '../server/index.js'
import { type CustodySession, openOrCreateWallet } from '../src/custody/custodyClient.js'
import { openKey, sealKey } from '../src/custody/keyEnvelope.js'

// Real parts: the gateway on PGlite, the development mail catcher, the site key service on its own HTTP server.
const PROJECT = 'portico-dev'
const SECRET = 'test-site-secret-0123456789-abcdefghijklmnop'

describe('custody: the key is generated on the secure site, and a new device recovers it (issue 11)', () => {
  let catcher: MailCatcher
  let gateway: Gateway
  let gatewayUrl: string
  let site: Server
  let siteUrl: string
  const released: string[] = []

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 })
    gateway = await createGateway({ dataDir: 'memory://', auth: { smtpUrl: catcher.smtpUrl } })
    await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`
    const service = siteKeyService({ secret: SECRET, gatewayUrl, log: (l) => released.push(l) })
    const csp = frameAncestors(gatewayUrl)
    site = createServer((req, res) =>
      csp(req, res, () =>
        service(req, res, () => {
          res.writeHead(200, { 'content-type': 'text/html' })
          res.end('<!doctype html>')
        }),
      ),
    )
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    site?.close()
    await gateway?.close()
    await catcher?.close()
  })

  /** A login on a fresh "device": a new code from the mail catcher, a new session. */
  async function loginOnNewDevice(email: string): Promise<CustodySession> {
    const since = Date.now() - 1
    const headers = { 'content-type': 'application/json', origin: siteUrl }
    await fetch(`${gatewayUrl}/auth/v1/email/start?projectId=${PROJECT}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    })
    const mail = await waitForMail(catcher.webUrl, email, { since })
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
    const res = await fetch(`${gatewayUrl}/auth/v1/email/verify?projectId=${PROJECT}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, code }),
    })
    const session = (await res.json()) as { accessToken: string; user: { id: string } }
    // The secure site's pages call its key service from its own origin.
    const sameOrigin: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: siteUrl } })
    return {
      gatewayUrl,
      projectId: PROJECT,
      accessToken: session.accessToken,
      userId: session.user.id,
      wrapKeyUrl: `${siteUrl}${WRAP_KEY_PATH}`,
      fetch: sameOrigin,
    }
  }

  it('the first login creates a key; a login on a new device with the same email opens the same address', async () => {
    const first = await openOrCreateWallet(await loginOnNewDevice('ada@example.com'))
    expect(first.created).toBe(true)
    const again = await openOrCreateWallet(await loginOnNewDevice('ADA@example.com'))
    expect(again.created).toBe(false)
    expect(again.address).toBe(first.address)
    const signature = await privateKeyToAccount(again.privateKey).signMessage({
      message: 'Hello from Portico',
    })
    expect(await verifyMessage({ address: first.address, message: 'Hello from Portico', signature })).toBe(
      true,
    )
    expect(released.filter((l) => l.startsWith('wrap key released'))).toHaveLength(2)
  })

  it('the gateway stores only the ciphertext: the key is not in its database', async () => {
    const opened = await openOrCreateWallet(await loginOnNewDevice('db@example.com'))
    const { rows } = await gateway.db.query<{ ciphertext: string; address: string }>(
      'SELECT ciphertext, address FROM auth_wallets',
    )
    const hex = opened.privateKey.slice(2)
    for (const row of rows) {
      expect(row.ciphertext).not.toContain(hex)
      expect(Buffer.from(row.ciphertext.split('.')[2] ?? '', 'base64url').toString('hex')).not.toContain(hex)
    }
    expect(rows.map((r) => r.address)).toContain(opened.address)
  })

  it('another user gets another address, and an envelope opens only for its own user and address', async () => {
    const a = await openOrCreateWallet(await loginOnNewDevice('one@example.com'))
    const b = await openOrCreateWallet(await loginOnNewDevice('two@example.com'))
    expect(a.address).not.toBe(b.address)
    const key = new Uint8Array(32).fill(7)
    const envelope = sealKey(key, new Uint8Array(32).fill(1), {
      userId: 'u1',
      namespace: 'eip155',
      address: '0xA',
    })
    expect(() => openKey(key, envelope, { userId: 'u2', namespace: 'eip155', address: '0xA' })).toThrow()
    expect(() => openKey(key, envelope, { userId: 'u1', namespace: 'eip155', address: '0xB' })).toThrow()
    expect(openKey(key, envelope, { userId: 'u1', namespace: 'eip155', address: '0xa' })).toEqual(
      new Uint8Array(32).fill(1),
    )
  })

  it('the site key service refuses without a live session, from another origin, and after sign-out', async () => {
    const s = await loginOnNewDevice('keys@example.com')
    const ask = (headers: Record<string, string>) =>
      fetch(`${siteUrl}${WRAP_KEY_PATH}?projectId=${PROJECT}`, { method: 'POST', headers })
    expect((await ask({ origin: siteUrl })).status).toBe(401)
    expect((await ask({ origin: siteUrl, authorization: 'Bearer nope' })).status).toBe(401)
    expect((await ask({ origin: 'http://evil.test', authorization: `Bearer ${s.accessToken}` })).status).toBe(
      403,
    )
    expect((await ask({ origin: siteUrl, authorization: `Bearer ${s.accessToken}` })).status).toBe(200)
    await fetch(`${gatewayUrl}/auth/v1/session/revoke?projectId=${PROJECT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: siteUrl,
        authorization: `Bearer ${s.accessToken}`,
      },
      body: '{}',
    })
    expect((await ask({ origin: siteUrl, authorization: `Bearer ${s.accessToken}` })).status).toBe(401)
  })

  it("F-29 frame-ancestors: the project's allow-list, and 'none' without a known project", async () => {
    const allowed = await fetch(`${siteUrl}/sdk?projectId=${PROJECT}`)
    expect(allowed.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    )
    for (const path of ['/sdk', '/sdk?projectId=unknown-project']) {
      const res = await fetch(`${siteUrl}${path}`)
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })
})
