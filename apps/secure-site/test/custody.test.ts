import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WRAP_KEY_PATH } from '../server/index.js'
import { type CustodySession, openOrCreateWallet } from '../src/custody/custodyClient.js'
import { openKey, sealKey } from '../src/custody/keyEnvelope.js'
import { gatewayAuth } from '../src/frame/gatewayAuth.js'
import { PROJECT, type SiteStack, siteCalls, startSiteStack } from './siteStack.js'

// Real parts: the gateway on PGlite, the development mail catcher, the site key service on its own HTTP server.
describe('custody: the key is generated on the secure site, and a new device recovers it (issue 11)', () => {
  let stack: SiteStack
  let siteUrl: string
  let gateway: SiteStack['gateway']
  let released: string[]
  beforeAll(async () => {
    stack = await startSiteStack()
    ;({ siteUrl, gateway, released } = stack)
  })
  afterAll(() => stack?.close())

  /** A login on a fresh "device" (its own DPoP key): a new code from the mail catcher, a new session. */
  async function loginOnNewDevice(email: string): Promise<CustodySession> {
    const since = Date.now() - 1
    const calls = siteCalls(stack)
    const auth = gatewayAuth(calls)
    await auth.startEmail(email)
    const session = await auth.verifyCode(email, await stack.codeFor(email, since))
    return {
      calls,
      projectId: PROJECT,
      accessToken: session.accessToken,
      userId: session.user.id,
      wrapKeyUrl: stack.wrapKeyUrl,
      fetch: stack.siteFetch,
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

  it('the site key service refuses a bare token, another device, a replayed proof, another origin, a revoked session', async () => {
    const s = await loginOnNewDevice('keys@example.com')
    const ask = (headers: Record<string, string>) =>
      fetch(`${siteUrl}${WRAP_KEY_PATH}?projectId=${PROJECT}`, { method: 'POST', headers })
    /** The headers the frame sends: its token and a proof by `calls`' device key for the gateway's check. */
    const signed = (calls = s.calls) => calls.proofHeaders('GET', '/auth/v1/session', s.accessToken)
    expect((await ask({ origin: siteUrl })).status).toBe(401)
    expect((await ask({ origin: siteUrl, authorization: 'Bearer nope' })).status).toBe(401)
    // A stolen token alone: as Bearer, as DPoP without a proof, with a proof by another device's key.
    expect((await ask({ origin: siteUrl, authorization: `Bearer ${s.accessToken}` })).status).toBe(401)
    expect((await ask({ origin: siteUrl, authorization: `DPoP ${s.accessToken}` })).status).toBe(401)
    expect((await ask({ origin: siteUrl, ...(await signed(siteCalls(stack))) })).status).toBe(401)
    expect((await ask({ origin: 'http://evil.test', ...(await signed()) })).status).toBe(403)
    const once = await signed()
    expect((await ask({ origin: siteUrl, ...once })).status).toBe(200)
    // The same proof again (captured on the way): the gateway has seen its jti.
    expect((await ask({ origin: siteUrl, ...once })).status).toBe(401)
    await s.calls.post('/auth/v1/session/revoke', {}, s.accessToken)
    expect((await ask({ origin: siteUrl, ...(await signed()) })).status).toBe(401)
    expect(released.filter((l) => l.startsWith('wrap key refused')).length).toBeGreaterThanOrEqual(3)
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
