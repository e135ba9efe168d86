import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { type EnvelopeSlot, openSlot } from '@portico/secure-site'
import { deriveWrapKey } from '@portico/secure-site/server'
import type { Browser } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { currentView, launchBrowser, openDemo } from './lib/browser.js'
import {
  EMAIL_OPTIONS,
  loginWithEmail,
  requestCode,
  requestThroughEmbeddedWallet,
  secureFrame,
  signWithDemo,
  typeCodeInFrame,
} from './lib/emailLogin.js'
import { enablePasskeys, passkeyUses, wipeDeviceKeepingPasskey } from './lib/passkeys.js'
import { smartAccountOwnedBy } from './lib/smartAccount.js'

// Issue 22, items 3 and 5: keys behind the user's passkey, and the exit without the operator, in Chromium with
// its virtual authenticator (PRF) against the running stack. No requirement ID covers custody; the issue does.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const message = 'Hello from Portico'
const chain = () => createPublicClient({ transport: http(inject('stack').evmA) })

describe('embedded wallet: keys behind the passkey (issue 22)', () => {
  it('email login creates a passkey and an address; a reload reconnects and signs with no passkey prompt; a new device with the synced passkey gets the same address', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const email = `pk-${Date.now()}@example.com`
    const address = await loginWithEmail(page, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const credentials = await (await enablePasskeys(page)).credentials()
    expect(credentials).toHaveLength(1)
    expect(credentials[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true })
    const uses = await passkeyUses(page)

    // A reload: connected again from the device copy, and signing needs no WebAuthn call either.
    await page.reload()
    await expect
      .poll(() => page.getByTestId('account-button').getAttribute('data-address'), { timeout: 30_000 })
      .toBe(address)
    const signature = (await signWithDemo(page)) as Hex
    expect(await chain().verifyMessage({ address: address as Hex, message, signature })).toBe(true)
    expect(await passkeyUses(page)).toBe(uses)

    // A new device: nothing but the synced passkey. The login unlocks with it (one assertion) and signs.
    await wipeDeviceKeepingPasskey(page, await secureFrame(page))
    await page.getByTestId('connect-button').waitFor()
    expect(await loginWithEmail(page, email)).toBe(address)
    expect(await passkeyUses(page)).toBe(uses + 1)
    const again = (await signWithDemo(page)) as Hex
    expect(await chain().verifyMessage({ address: address as Hex, message, signature: again })).toBe(true)
    await page.context().close()
  }, 180_000)

  it('export shows the key after the passkey; a device without the passkey cannot sign until the recovery kit is given; the recovery page opens the exported envelope offline', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const email = `pk-exit-${Date.now()}@example.com`
    const address = await loginWithEmail(page, email)
    const uses = await passkeyUses(page)

    // Export (the login is fresh, so no new code): the passkey first, then the key and a new recovery kit.
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-export-key').click()
    await expect.poll(() => currentView(page)).toBe('ExportPrivateKey')
    const frame = await secureFrame(page)
    await frame.getByTestId('passkey-unlock').click()
    const key = (await frame.getByTestId('export-key').textContent()) as Hex
    expect(await passkeyUses(page)).toBe(uses + 1)
    expect(await smartAccountOwnedBy(privateKeyToAddress(key))).toBe(address)
    await frame.getByTestId('export-envelope').click()
    const phrase = (await frame.getByTestId('kit-phrase').textContent()) ?? ''
    expect(phrase.split(' ')).toHaveLength(24)
    const href = (await frame.getByTestId('envelope-download').getAttribute('href')) ?? ''
    const envelopeFile = decodeURIComponent(href.replace(/^data:application\/json;charset=utf-8,/, ''))
    expect(JSON.parse(envelopeFile)).toMatchObject({ format: 'portico-key-envelope', kind: 'kit' })
    await frame.getByTestId('kit-saved').click()
    await expect.poll(() => frame.getByTestId('key-way').count()).toBe(2)
    await frame.getByTestId('export-done').click()
    await page.context().close()

    // Another browser without the passkey: the code alone opens nothing and signs nothing.
    const stranger = (await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })).page
    await enablePasskeys(stranger)
    await typeCodeInFrame(stranger, await requestCode(stranger, email))
    await (await secureFrame(stranger)).getByTestId('unlock-screen').waitFor()
    expect(await stranger.getByTestId('account-button').count()).toBe(0)
    const refused = await requestThroughEmbeddedWallet(stranger, 'personal_sign', ['0x6869', address])
    expect(refused.ok).toBe(false)
    await stranger.context().close()

    // Given the recovery kit (a wrong one first: a clear error), a new browser opens the same key and signs.
    const other = (await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })).page
    await enablePasskeys(other)
    await typeCodeInFrame(other, await requestCode(other, email))
    const otherFrame = await secureFrame(other)
    await otherFrame.getByTestId('unlock-screen').waitFor()
    await otherFrame.getByTestId('kit-input').fill('abandon '.repeat(23).concat('art'))
    await otherFrame.getByTestId('kit-unlock').click()
    await expect
      .poll(() => otherFrame.locator('[data-testid=unlock-screen] [role=alert]').textContent())
      .toBe('This recovery kit is not for this account')
    await otherFrame.getByTestId('kit-input').fill(phrase)
    await otherFrame.getByTestId('kit-unlock').click()
    await other.getByTestId('account-button').waitFor({ timeout: 30_000 })
    expect(await other.getByTestId('account-button').getAttribute('data-address')).toBe(address)
    const signature = (await signWithDemo(other)) as Hex
    expect(await chain().verifyMessage({ address: address as Hex, message, signature })).toBe(true)
    await other.context().close()

    // The recovery page as the user keeps it: saved from the secure site, then opened from file:// with every
    // request refused and the context offline.
    const saved = join(mkdtempSync(join(tmpdir(), 'portico-recovery-')), 'recovery.html')
    const served = await fetch(new URL('/recovery.html', inject('stack').secure))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8')
    writeFileSync(saved, await served.text())
    const offline = await browser.newContext()
    const outside: string[] = []
    await offline.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith('file:')) return route.continue()
      outside.push(url)
      return route.abort()
    })
    await offline.setOffline(true)
    const recovery = await offline.newPage()
    await recovery.goto(pathToFileURL(saved).toString())
    await recovery.getByTestId('recovery-envelope').fill(envelopeFile)
    await recovery.getByTestId('recovery-kit').fill(phrase)
    await recovery.getByTestId('recovery-open').click()
    await expect.poll(() => recovery.getByTestId('recovery-private-key').textContent()).toBe(key)
    expect(await recovery.getByTestId('recovery-address').textContent()).toBe(privateKeyToAddress(key))
    expect(outside).toEqual([])
    await offline.close()
  }, 240_000)

  it('the operator attack: with every server secret and a copy of the whole gateway database, no passkey-mode key decrypts', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    await loginWithEmail(page, `pk-operator-${Date.now()}@example.com`)
    await page.context().close()

    // The database as a thief takes it: a copy of the gateway's data directory, opened elsewhere.
    const copy = mkdtempSync(join(tmpdir(), 'portico-stolen-'))
    cpSync(inject('stack').gatewayDataDir, copy, { recursive: true })
    rmSync(join(copy, 'portico.pid'), { force: true })
    const db = new PGlite(copy)
    try {
      const tables = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      )
      const strings = new Set<string>()
      for (const { table_name } of tables.rows) {
        for (const row of (await db.query<Record<string, unknown>>(`SELECT * FROM "${table_name}"`)).rows) {
          for (const v of Object.values(row)) if (typeof v === 'string' && v.length <= 512) strings.add(v)
        }
      }
      // Every server secret: the files under .data (the secure site's secret among them) and the environment.
      const dataDir = join(import.meta.dirname, '../.data')
      const files = readdirSync(dataDir).filter((f) => statSync(join(dataDir, f)).isFile())
      const fileSecrets = files
        .map((f) => readFileSync(join(dataDir, f), 'utf8').trim())
        .filter((t) => t.length <= 512)
      for (const text of [...fileSecrets, ...Object.values(process.env)]) if (text) strings.add(text)
      const candidates: Uint8Array[] = []
      for (const text of strings) {
        candidates.push(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
        for (const raw of [Buffer.from(text, 'base64url'), Buffer.from(text.replace(/^0x/, ''), 'hex')]) {
          if (raw.length === 32) candidates.push(new Uint8Array(raw))
        }
      }
      const envelopes = await db.query<{
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
      expect(envelopes.rows.length).toBeGreaterThan(0)
      let tries = 0
      for (const row of envelopes.rows) {
        // The old design's wrapping key: HKDF(the site secret, user id), for every secret file.
        const oldDesign = fileSecrets.map((secret) => deriveWrapKey(secret, row.user_id))
        const slot: EnvelopeSlot = {
          userId: row.user_id,
          namespace: row.namespace,
          address: row.address,
          kind: row.kind,
          id: row.envelope_id,
        }
        for (const secret of [...oldDesign, ...candidates]) {
          tries++
          await expect(openSlot(secret, row.envelope, slot)).rejects.toThrow('does not open this wallet')
        }
      }
      expect(tries).toBeGreaterThan(envelopes.rows.length * 10)
      // No passkey-mode user has a managed-mode envelope the old key would open.
      const managed = await db.query<{ user_id: string }>(
        'SELECT w.user_id FROM auth_wallets w JOIN auth_user_keys k USING (user_id)',
      )
      expect(managed.rows).toEqual([])
    } finally {
      await db.close()
      rmSync(copy, { recursive: true, force: true })
    }
  }, 240_000)
})
