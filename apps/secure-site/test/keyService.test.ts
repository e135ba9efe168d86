import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type MailCatcher, startMailCatcher, waitForMail } from '@portico/dev-services'
import { createGateway, type Gateway } from '@portico/gateway'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyService, deriveWrapKey, siteKeyService, WRAP_KEY_PATH } from '../server/index.js'
import { gatewayAuth } from '../src/frame/gatewayAuth.js'
import { gatewayCalls } from '../src/frame/gatewayCalls.js'
import { memoryDpopSigner } from './memoryDpop.js'

// Issue 22 item 4, managed custody end to end: the secure site's /api/wrap-key forwards to the key service (its
// own process in production, its own secret), which asks the gateway (PGlite) to check the session, write the
// audit log and mail the user (the mail catcher) before it derives the key.
const KEY_SERVICE_SECRET = 'key-service-secret-0123456789-abcdefghijklmnop'
const SITE_SECRET = 'site-secret-0123456789-abcdefghijklmnopqrstuv'
const MANAGED = 'managed-app'
const APP = 'http://127.0.0.1:5173'
const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 key-service-test'

let catcher: MailCatcher
let gateway: Gateway
let gatewayUrl: string
let keyService: Server
let site: Server
let siteUrl: string
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 })
  gateway = await createGateway({ dataDir: 'memory://', auth: { smtpUrl: catcher.smtpUrl } })
  await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`
  await gateway.db.query(
    `INSERT INTO projects (id, name, allowed_origins, custody_mode)
     VALUES ($1, 'Managed app', '["http://127.0.0.1:*"]', 'managed')`,
    [MANAGED],
  )
  keyService = createKeyService({ secret: KEY_SERVICE_SECRET, gatewayUrl })
  const keyServiceUrl = await listen(keyService)
  const wrapKeys = siteKeyService({ secret: SITE_SECRET, gatewayUrl, keyServiceUrl })
  site = createServer((req, res) => wrapKeys(req, res, () => res.writeHead(404).end()))
  siteUrl = await listen(site)
})
afterAll(async () => {
  site?.close()
  keyService?.close()
  await gateway?.close()
  await catcher?.close()
})

/** One device (DPoP key) per login, as the secure site keeps one per browser profile. */
const devices = new Map<string, ReturnType<typeof gatewayCalls>>()
const callsFor = (email: string, project: string) => {
  let calls = devices.get(email)
  if (!calls) {
    calls = gatewayCalls(gatewayUrl, project, { dpop: memoryDpopSigner() })
    devices.set(email, calls)
  }
  return calls
}

/** An email login on `project` through the gateway, as the secure site does it (DPoP-bound session). */
async function login(email: string, project = MANAGED) {
  const auth = gatewayAuth(callsFor(email, project))
  const since = Date.now() - 1
  await auth.startEmail(email)
  const mail = await waitForMail(catcher.webUrl, email, { since })
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? ''
  const session = await auth.verifyCode(email, code)
  return { ...session, email, project }
}

/**
 * The secure site's frame asking its own server for the wrapping key: the token and a proof made for the gateway
 * call the key service makes with them (custodyClient's `managedKeyService`).
 */
const wrapKey = async (s: { accessToken: string; email: string; project: string }) =>
  fetch(`${siteUrl}${WRAP_KEY_PATH}?projectId=${s.project}`, {
    method: 'POST',
    headers: {
      origin: siteUrl,
      'user-agent': DEVICE,
      'x-portico-app-origin': APP,
      ...(await callsFor(s.email, s.project).proofHeaders(
        'POST',
        '/auth/v1/custody/key-release',
        s.accessToken,
      )),
    },
  })

describe('managed custody: the key service (issue 22 item 4)', () => {
  it('a fresh session gets the key service’s wrapping key; the release is in the audit log and the user’s inbox', async () => {
    const s = await login('managed-user@example.com')
    const since = Date.now() - 1
    const res = await wrapKey(s)
    expect(res.status, await res.clone().text()).toBe(200)
    const { wrapKey: key } = (await res.json()) as { wrapKey: string }
    expect(key).toBe(Buffer.from(deriveWrapKey(KEY_SERVICE_SECRET, s.user.id)).toString('base64url'))
    // Not the secure site's own secret: whoever holds only that cannot open managed keys.
    expect(key).not.toBe(Buffer.from(deriveWrapKey(SITE_SECRET, s.user.id)).toString('base64url'))
    const { rows } = await gateway.db.query<{ app_origin: string; user_agent: string }>(
      'SELECT app_origin, user_agent FROM auth_key_releases WHERE user_id = $1',
      [s.user.id],
    )
    expect(rows).toEqual([{ app_origin: APP, user_agent: DEVICE }])
    const notice = await waitForMail(catcher.webUrl, 'managed-user@example.com', { since })
    expect(notice.subject).toBe(`Your wallet key was opened for ${APP}`)
    expect(notice.text).toContain(DEVICE)
  })

  it('a session whose code is older than 5 minutes, or a project in passkey mode, gets no key and leaves no release', async () => {
    const s = await login('stale-user@example.com')
    await gateway.db.query(
      `UPDATE auth_sessions SET auth_time = auth_time - interval '6 minutes' WHERE user_id = $1`,
      [s.user.id],
    )
    const stale = await wrapKey(s)
    expect(stale.status).toBe(401)
    expect(await stale.json()).toMatchObject({ code: 'FRESH_CODE_REQUIRED' })
    const passkey = await login('passkey-user@example.com', 'portico-dev')
    const refused = await wrapKey(passkey)
    expect(refused.status).toBe(403)
    expect(await refused.json()).not.toHaveProperty('wrapKey')
    const { rows } = await gateway.db.query('SELECT 1 FROM auth_key_releases WHERE user_id = ANY($1)', [
      [s.user.id, passkey.user.id],
    ])
    expect(rows).toEqual([])
  })

  it("the gateway's session names the project's custody mode, which the secure site follows", async () => {
    const managed = await login('mode-managed@example.com')
    const passkey = await login('mode-passkey@example.com', 'portico-dev')
    const modeOf = async (s: { accessToken: string; email: string; project: string }) =>
      (await gatewayAuth(callsFor(s.email, s.project)).session(s.accessToken)).custodyMode
    expect(await modeOf(managed)).toBe('managed')
    expect(await modeOf(passkey)).toBe('passkey')
  })

  it('the key service refuses to start with a short secret', () => {
    expect(() => createKeyService({ secret: 'short', gatewayUrl })).toThrow('PORTICO_KEY_SERVICE_SECRET')
  })
})
