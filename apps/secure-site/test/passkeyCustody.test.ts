import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveWrapKey } from '../server/index.js'
import { envelopeClient } from '../src/custody/envelopeClient.js'
import { passkeyCustody } from '../src/custody/passkeyCustody.js'
import { readRecoveryKit } from '../src/custody/recoveryKit.js'
import { openSlot } from '../src/custody/userKeyEnvelope.js'
import type { GatewayError } from '../src/frame/gatewayCalls.js'
import {
  loginFrame,
  memoryStorage,
  PROJECT,
  SITE_SECRET,
  type SiteStack,
  siteCalls,
  siteFrame,
  startSiteStack,
} from './siteStack.js'
import { memoryVault, scriptedScreens, softAuthenticator, syncedCopy } from './softPasskeys.js'

// Issue 22, passkey mode against the real gateway (PGlite) and mail catcher. WebAuthn is a software PRF
// authenticator here (the browser tests use Chromium's virtual one); everything else is the real code.
describe('passkey custody: keys only the user can open (issue 22)', () => {
  let stack: SiteStack
  beforeAll(async () => {
    stack = await startSiteStack()
  })
  afterAll(() => stack?.close())

  /** One browser profile: its storage, device vault, passkeys and (scripted) screens. */
  function device(
    authenticator = softAuthenticator(),
    plan: Parameters<typeof scriptedScreens>[0] = {},
    vault = memoryVault(),
    storage = memoryStorage(),
  ) {
    const screens = scriptedScreens(plan)
    const custody = passkeyCustody({
      // The device's gateway caller: its DPoP key is the one the frame's sessions are bound to.
      envelopes: envelopeClient(siteCalls(stack, storage)),
      vault,
      authenticator,
      screens,
    })
    const frame = () => siteFrame(stack, { approve: async () => true, chainId: 1, storage, passkey: custody })
    return { authenticator, screens, vault, storage, custody, frame }
  }

  it('first login creates a passkey and an address; a reload and a new session open it with no prompt', async () => {
    const d = device()
    const user = await loginFrame(stack, d.frame(), 'pk-first@example.com')
    expect(d.screens.shown).toEqual(['setup'])
    expect(d.authenticator.calls).toEqual({ create: 1, assert: 0 })
    // Reload: a new frame on the same profile.
    expect(await d.frame().IS_CONNECTED()).toEqual({ isConnected: true })
    // A new session (after sign-out) on the same device.
    const again = d.frame()
    await again.SIGN_OUT()
    expect((await loginFrame(stack, again, 'pk-first@example.com')).address).toBe(user.address)
    expect(d.authenticator.calls).toEqual({ create: 1, assert: 0 })
    expect(d.screens.shown).toEqual(['setup'])
  })

  it('when create() returns no PRF output, a get() right after gives it', async () => {
    const d = device(softAuthenticator({ prfAtCreate: false }))
    await loginFrame(stack, d.frame(), 'pk-late-prf@example.com')
    expect(d.authenticator.calls).toEqual({ create: 1, assert: 1 })
  })

  it('a new device unlocks with the synced passkey; a device without it opens nothing and keeps no session', async () => {
    const first = device()
    const email = 'pk-synced@example.com'
    const user = await loginFrame(stack, first.frame(), email)
    const synced = device(syncedCopy(first.authenticator))
    const h = synced.frame()
    expect((await loginFrame(stack, h, email)).address).toBe(user.address)
    expect(synced.screens.shown).toEqual(['unlock'])

    // A device without the passkey: the unlock fails (no registered passkey answers), so no session opens a key.
    const stranger = device(softAuthenticator())
    await expect(loginFrame(stack, stranger.frame(), email)).rejects.toThrow(/NotAllowedError|not registered/)
    // No partial state: no device copy and no session are left behind.
    expect(stranger.vault.records.size).toBe(0)
    expect(stranger.storage.keys()).toEqual([])
  })

  it("no PRF: the user saves a recovery kit; a new device opens with it; another user's kit is refused", async () => {
    const noPrf = softAuthenticator({ prf: false })
    const first = device(noPrf, { choice: 'kit' })
    const email = 'pk-kit@example.com'
    const user = await loginFrame(stack, first.frame(), email)
    expect(first.screens.shown).toEqual(['setup', 'kit'])
    const kit = first.screens.kits[0]
    if (!kit) throw new Error('no kit shown')

    const otherUser = device(softAuthenticator({ prf: false }), { choice: 'kit' })
    await loginFrame(stack, otherUser.frame(), 'pk-kit-other@example.com')
    const otherKit = otherUser.screens.kits[0]?.phrase ?? ''

    const wrongKit = device(softAuthenticator(), { unlockWith: 'kit', kitText: otherKit })
    await expect(loginFrame(stack, wrongKit.frame(), email)).rejects.toThrow(
      'This recovery kit is not for this account',
    )
    const rightKit = device(softAuthenticator(), { unlockWith: 'kit', kitText: kit.kitFile })
    const h = rightKit.frame()
    expect((await loginFrame(stack, h, email)).address).toBe(user.address)
    const signature = (await h.RPC_REQUEST({
      method: 'personal_sign',
      params: ['0x6869', user.address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: user.address as `0x${string}`, message: 'hi', signature })).toBe(
      true,
    )
  })

  it('more passkeys re-wrap the same key; one can be removed but never the last; changes need the key', async () => {
    const d = device()
    const email = 'pk-rotate@example.com'
    const h = d.frame()
    await loginFrame(stack, h, email)
    const session =
      d.storage.keys().length > 0
        ? JSON.parse(d.storage.getItem(d.storage.keys()[0] as string) as string)
        : null
    const caller = { accessToken: session.accessToken, userId: session.userId, name: email }
    const key = await d.custody.open(caller, { interactive: false })
    await d.custody.addPasskey(caller, key)
    const ways = await d.custody.list(caller)
    expect(ways.map((w) => w.kind)).toEqual(['passkey', 'passkey'])
    const [firstWay, secondWay] = ways as [(typeof ways)[0], (typeof ways)[0]]

    // A session without the key (a thief holding the session and even its device's DPoP key) cannot add or
    // remove: the proof is signed by another key.
    const thief = envelopeClient(siteCalls(stack, d.storage))
    const otherKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
    await expect(thief.remove(caller, otherKey, 'eip155', firstWay.id)).rejects.toThrow(
      "The key proof is not signed by this account's key",
    )
    await expect(
      thief.add(caller, otherKey, {
        namespace: 'eip155',
        address: key.address,
        kind: 'kit',
        id: 'x'.repeat(22),
        envelope: `v2.${'A'.repeat(16)}.${'B'.repeat(64)}`,
      }),
    ).rejects.toThrow("The key proof is not signed by this account's key")
    // Another address for the same user is refused: the first address is stored once.
    const otherAddress = privateKeyToAccount(otherKey).address
    await expect(
      thief.add(caller, otherKey, {
        namespace: 'eip155',
        address: otherAddress,
        kind: 'kit',
        id: 'y'.repeat(22),
        envelope: `v2.${'A'.repeat(16)}.${'B'.repeat(64)}`,
      }),
    ).rejects.toThrow('This account already has another address')

    // A leaked envelope is replaced: removed, then a new passkey added; the same id cannot be overwritten.
    await d.custody.remove(caller, key, firstWay.id)
    await expect(d.custody.remove(caller, key, secondWay.id)).rejects.toThrow(
      'This is the last way to open the wallet',
    )
    const stored = await envelopeClient(siteCalls(stack, d.storage)).read(caller, 'eip155')
    const kept = stored.envelopes[0]
    if (!kept) throw new Error('no envelope kept')
    await expect(
      envelopeClient(siteCalls(stack, d.storage)).add(caller, key.privateKey, {
        namespace: 'eip155',
        address: key.address,
        kind: 'passkey',
        id: kept.id,
        envelope: kept.envelope,
      }),
    ).rejects.toThrow('An envelope with this id exists; remove it first')
    expect((await d.custody.list(caller)).map((w) => w.id)).toEqual([secondWay.id])

    // Bad input at the gateway: a stale proof, a malformed envelope, a missing session, a token without its
    // device's DPoP proof.
    const calls = siteCalls(stack, d.storage)
    const post = (body: unknown, token = caller.accessToken) =>
      calls.request('POST', '/auth/v1/wallet/envelopes', { body, accessToken: token }).then(
        () => ({ status: 201, field: undefined as string | undefined }),
        (e: GatewayError) => ({ status: e.status, field: e.field }),
      )
    const base = {
      namespace: 'eip155',
      address: key.address,
      kind: 'kit',
      id: 'z'.repeat(22),
      envelope: `v2.${'A'.repeat(16)}.${'B'.repeat(64)}`,
      issuedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      signature: `0x${'1'.repeat(130)}`,
    }
    expect(await post(base)).toEqual({ status: 400, field: 'body.issuedAt' })
    expect(await post({ ...base, envelope: 'v1.abc.def' })).toEqual({ status: 400, field: 'body.envelope' })
    expect((await post(base, 'not-a-token')).status).toBe(401)
    const bearer = await stack.siteFetch(
      `${stack.gatewayUrl}/auth/v1/wallet/envelopes?projectId=${PROJECT}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.accessToken}` },
        body: JSON.stringify({ ...base, issuedAt: new Date().toISOString() }),
      },
    )
    expect(bearer.status).toBe(401)
    expect((await d.custody.list(caller)).map((w) => w.id)).toEqual([secondWay.id])
  })

  it('the project decides its custody, not the page: with the managed key service on, a passkey-mode project still seals under the passkey', async () => {
    const d = device()
    const storage = d.storage
    const frame = siteFrame(stack, {
      approve: async () => true,
      chainId: 1,
      storage,
      passkey: d.custody,
      managedKeyService: true,
    })
    const before = stack.released.length
    await loginFrame(stack, frame, 'pk-managed-site@example.com')
    expect(d.screens.shown).toEqual(['setup'])
    expect(d.authenticator.calls.create).toBe(1)
    // No wrapping key was asked of the key service for this user.
    expect(stack.released.slice(before)).toEqual([])
  })

  it('the operator attack: every server secret and every database row open no passkey-mode key', async () => {
    const d = device()
    const email = 'pk-operator@example.com'
    await loginFrame(stack, d.frame(), email)
    const session = JSON.parse(d.storage.getItem(d.storage.keys()[0] as string) as string)
    const key = await d.custody.open({ ...session, name: email }, { interactive: false })
    await d.custody.addKit({ ...session }, key)
    const { rows } = await stack.gateway.db.query<{
      user_id: string
      namespace: string
      address: string
      kind: 'passkey' | 'kit'
      envelope_id: string
      envelope: string
    }>(
      `SELECT e.user_id, e.namespace, k.address, e.kind, e.envelope_id, e.envelope
       FROM auth_key_envelopes e JOIN auth_user_keys k USING (user_id, namespace)`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(2)
    // Every secret the operator holds: the site key service's secret and the wrapping key it derives for each
    // user (the old design's HKDF(secret, user id)), and every string of every table of the gateway's database
    // (its auth secret included), each tried as raw 32 bytes (base64url or hex) and as its SHA-256.
    const candidates: Uint8Array[] = []
    const tryText = async (text: string) => {
      candidates.push(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
      for (const raw of [Buffer.from(text, 'base64url'), Buffer.from(text.replace(/^0x/, ''), 'hex')]) {
        if (raw.length === 32) candidates.push(new Uint8Array(raw))
      }
    }
    await tryText(SITE_SECRET)
    const tables = await stack.gateway.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    for (const { table_name } of tables.rows) {
      const all = await stack.gateway.db.query<Record<string, unknown>>(`SELECT * FROM "${table_name}"`)
      for (const r of all.rows) {
        for (const v of Object.values(r)) if (typeof v === 'string' && v.length <= 512) await tryText(v)
      }
    }
    for (const row of rows) candidates.push(deriveWrapKey(SITE_SECRET, row.user_id))
    const hex = key.privateKey.slice(2)
    for (const row of rows) {
      expect(row.envelope).not.toContain(hex)
      const slot = {
        userId: row.user_id,
        namespace: row.namespace,
        address: row.address,
        kind: row.kind,
        id: row.envelope_id,
      }
      for (const secret of candidates) {
        await expect(openSlot(secret, row.envelope, slot)).rejects.toThrow('does not open this wallet')
      }
    }
    // And the user's own kit does open the kit envelope (the attack is not failing for a wrong reason).
    const kit = await readRecoveryKit(d.screens.kits[0]?.phrase ?? '')
    const kitRow = rows.find((r) => r.envelope_id === kit.id)
    if (!kitRow) throw new Error('no kit row')
    const opened = await openSlot(kit.secret, kitRow.envelope, {
      userId: kitRow.user_id,
      namespace: 'eip155',
      address: kitRow.address,
      kind: 'kit',
      id: kitRow.envelope_id,
    })
    expect(`0x${Buffer.from(opened).toString('hex')}`).toBe(key.privateKey)
  })
})
