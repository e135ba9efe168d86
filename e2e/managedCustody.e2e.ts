import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { CaughtMail } from '@portico/dev-services'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openDemo } from './lib/browser.js'
import { EMAIL_OPTIONS, requestCode, secureFrame, signWithDemo, typeCodeInFrame } from './lib/emailLogin.js'
import { completeKeyStep, enablePasskeys, passkeyUses } from './lib/passkeys.js'

// Issue 22 item 4, managed custody in the browser: one deployment that runs the key service (e2e/lib/globalSetup.ts
// starts it and makes the managed project with portico-admin), a project in managed mode and the development
// project in passkey mode. No requirement ID covers custody; the issue does.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** What the demo signs with its sign button (apps/demo/src/ActionPanel.tsx). */
const MESSAGE = 'Hello from Portico'

/** The demo's page origin, as the secure site names the embedding app. */
const demoOrigin = () => new URL(inject('stack').demo).origin

/** The releases recorded for `email`, read from a copy of the gateway's database (PGlite: one process each). */
async function releasesOf(email: string) {
  const copy = mkdtempSync(join(tmpdir(), 'portico-releases-'))
  cpSync(inject('stack').gatewayDataDir, copy, { recursive: true })
  rmSync(join(copy, 'portico.pid'), { force: true })
  const db = new PGlite(copy)
  try {
    const { rows } = await db.query<{ project_id: string; app_origin: string; user_agent: string }>(
      `SELECT r.project_id, r.app_origin, r.user_agent
         FROM auth_key_releases r JOIN auth_users u ON u.id = r.user_id
        WHERE u.email = $1 ORDER BY r.id`,
      [email],
    )
    return rows
  } finally {
    await db.close()
    rmSync(copy, { recursive: true, force: true })
  }
}

/** The mail catcher's messages to `email` whose subject is `subject`. */
async function mailsTo(email: string, subject: string): Promise<CaughtMail[]> {
  const res = await fetch(`${inject('stack').mail}/email`)
  const mails = (await res.json()) as CaughtMail[]
  return mails.filter((m) => m.subject === subject && m.to.some((t) => t.address === email))
}

/** Logs in with `email` up to the code typed in the secure frame (the page has a virtual authenticator). */
async function typeLoginCode(page: Page, email: string): Promise<void> {
  await enablePasskeys(page)
  await typeCodeInFrame(page, await requestCode(page, email))
}

describe('embedded wallet: managed custody (issue 22 item 4)', () => {
  it('a project in managed mode: the email login connects with no passkey prompt; the release is in the audit log with the app origin and device, and the user is mailed the notice', async () => {
    const project = inject('stack').managedProjectId
    const { page } = await openDemo(browser, {
      options: { ...EMAIL_OPTIONS, projectId: project },
      wallet: false,
    })
    const device = await page.evaluate(() => navigator.userAgent)
    const email = `managed-${Date.now()}@example.com`
    await typeLoginCode(page, email)

    const account = page.getByTestId('account-button')
    await account.waitFor({ timeout: 30_000 })
    const address = (await account.getAttribute('data-address')) as Hex
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // No passkey was created or asked for: the authenticator holds no credential, and no key screen is up.
    expect(await (await enablePasskeys(page)).credentials()).toEqual([])
    const frame = await secureFrame(page)
    expect(await frame.getByTestId('passkey-setup-screen').count()).toBe(0)
    expect(await frame.getByTestId('unlock-screen').count()).toBe(0)
    // The released key is the user's: it signs for the address.
    const signature = (await signWithDemo(page)) as Hex
    // (ERC-6492/1271 through the chain: the address may be the user's smart account.)
    const chain = createPublicClient({ transport: http(inject('stack').evmA) })
    expect(await chain.verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

    const app = demoOrigin()
    const subject = `Your wallet key was opened for ${app}`
    await expect.poll(async () => (await mailsTo(email, subject)).length, { timeout: 20_000 }).toBe(1)
    const [notice] = await mailsTo(email, subject)
    expect(notice?.text).toContain(`Device: ${device}`)
    expect(notice?.text).toContain('custodial (managed mode)')
    expect(await releasesOf(email)).toEqual([{ project_id: project, app_origin: app, user_agent: device }])
  })

  it('the same deployment keeps the development project in passkey mode: the login asks for the passkey and releases nothing', async () => {
    const { page } = await openDemo(browser, { options: EMAIL_OPTIONS, wallet: false })
    const email = `passkey-beside-managed-${Date.now()}@example.com`
    await typeLoginCode(page, email)
    const frame = await secureFrame(page)
    await frame.getByTestId('passkey-setup-screen').waitFor({ timeout: 30_000 })
    await completeKeyStep(page, () => secureFrame(page))
    const address = await page.getByTestId('account-button').getAttribute('data-address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await (await enablePasskeys(page)).credentials()).toHaveLength(1)
    expect(await passkeyUses(page)).toBeGreaterThan(0)
    expect(await releasesOf(email)).toEqual([])
    expect(await mailsTo(email, `Your wallet key was opened for ${demoOrigin()}`)).toEqual([])
  })
})
