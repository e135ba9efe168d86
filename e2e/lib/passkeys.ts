import type { CDPSession, Frame, Page } from 'playwright-core'

/**
 * Issue 22: Chromium's virtual authenticator (CDP `WebAuthn`) on a page's session: a platform authenticator with
 * resident keys, user verification and the PRF extension. It serves the secure site's cross-origin frame too
 * (the iframe is created with `allow="publickey-credentials-create; publickey-credentials-get"`).
 */
export interface VirtualAuthenticator {
  cdp: CDPSession
  authenticatorId: string
  /** The credentials it holds (ids, private keys, user handles, sign counts). */
  credentials(): Promise<VirtualCredential[]>
}

/** A credential as `WebAuthn.getCredentials` answers it (and `WebAuthn.addCredential` takes it). */
export interface VirtualCredential {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

const authenticators = new WeakMap<Page, Promise<VirtualAuthenticator>>()

/** The page's virtual authenticator, added once (later calls answer the same one). */
export function enablePasskeys(page: Page): Promise<VirtualAuthenticator> {
  let made = authenticators.get(page)
  if (!made) {
    made = (async () => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('WebAuthn.enable', { enableUI: false })
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          ctap2Version: 'ctap2_1',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          hasPrf: true,
          automaticPresenceSimulation: true,
        },
      } as never)
      return {
        cdp,
        authenticatorId,
        credentials: async () =>
          (
            (await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as {
              credentials: VirtualCredential[]
            }
          ).credentials,
      }
    })()
    authenticators.set(page, made)
  }
  return made
}

/**
 * A new device that has only the user's synced passkey: every storage of both origins (the app's and the secure
 * site's: session, device copy, device key) is wiped and the page reloaded; the page's authenticator stays.
 * (Copying a credential to another context with `WebAuthn.getCredentials`/`addCredential` loses its PRF seed:
 * CDP's Credential has no field for it, and the copy answers no PRF, so a copy cannot stand for a synced passkey.)
 */
export async function wipeDeviceKeepingPasskey(page: Page, frame: Frame): Promise<void> {
  await frame.evaluate(async () => {
    localStorage.clear()
    await new Promise((done) => {
      const request = indexedDB.deleteDatabase('portico-secure-site-keys')
      request.onsuccess = request.onerror = request.onblocked = done
    })
  })
  await page.evaluate(() => localStorage.clear())
  await page.context().clearCookies()
  await page.reload()
}

/** Total signatures the page's authenticator made (each create or get adds one): a prompt, if it grew. */
export async function passkeyUses(page: Page): Promise<number> {
  const credentials = await (await enablePasskeys(page)).credentials()
  return credentials.reduce((sum, c) => sum + c.signCount, 0)
}

/** What the login does on the secure site's key screens. */
export type KeyStep = { with: 'passkey' } | { with: 'kit'; kit: string } | { with: 'none' }

/**
 * Issue 22: after a login's code (or social redirect), answers the secure site's key screen, if one shows:
 * the setup screen creates a passkey (or saves a recovery kit: `with: 'kit'` then returns the kit's words), the
 * unlock screen uses the passkey or types `kit`. Resolves once the app shows `account-button`, with the
 * recovery-kit words when one was saved.
 */
export async function completeKeyStep(
  page: Page,
  frameOf: () => Promise<Frame>,
  step: KeyStep = { with: 'passkey' },
): Promise<{ phrase?: string }> {
  let phrase: string | undefined
  const deadline = Date.now() + 60_000
  for (let acted = false; Date.now() < deadline; ) {
    if ((await page.getByTestId('account-button').count()) > 0) return phrase === undefined ? {} : { phrase }
    // The frame may not be there yet (a login that navigated away and back): look again each turn.
    const frame = acted || step.with === 'none' ? undefined : await frameOf().catch(() => undefined)
    if (frame) {
      if ((await frame.getByTestId('passkey-setup-screen').count()) > 0) {
        acted = true
        if (step.with === 'kit') {
          await frame.getByTestId('kit-choose').click()
          phrase = (await frame.getByTestId('kit-phrase').textContent()) ?? ''
          await frame.getByTestId('kit-saved').click()
        } else {
          await frame.getByTestId('passkey-create').click()
        }
      } else if ((await frame.getByTestId('unlock-screen').count()) > 0) {
        acted = true
        if (step.with === 'kit') {
          await frame.getByTestId('kit-input').fill(step.kit)
          await frame.getByTestId('kit-unlock').click()
        } else {
          await frame.getByTestId('passkey-unlock').click()
        }
      }
    }
    await page.waitForTimeout(100)
  }
  throw new Error('the login did not reach account-button within 60 s')
}
