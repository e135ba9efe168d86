import { createHmac, randomBytes } from 'node:crypto'
import type { DeviceCopy, DeviceVault } from '../src/custody/deviceCopy.js'
import type { PasskeyAuthenticator } from '../src/custody/passkeyAuthenticator.js'
import type { CustodyScreens } from '../src/custody/passkeyCustody.js'

/**
 * A software stand-in for a platform authenticator with the PRF extension (hmac-secret): each credential has a
 * random secret and answers HMAC-SHA-256(secret, salt). The browser tests use Chromium's virtual authenticator.
 */
export function softAuthenticator(options: { prf?: boolean; prfAtCreate?: boolean } = {}) {
  const { prf = true, prfAtCreate = true } = options
  const credentials = new Map<string, Buffer>()
  const calls = { create: 0, assert: 0 }
  const prfOf = (id: string) =>
    new Uint8Array(
      createHmac('sha256', credentials.get(id) as Buffer)
        .update('portico/embedded-wallet/prf/v1')
        .digest(),
    )
  const authenticator: PasskeyAuthenticator & { calls: typeof calls; credentials: typeof credentials } = {
    calls,
    credentials,
    async create() {
      calls.create++
      const id = randomBytes(16).toString('base64url')
      credentials.set(id, randomBytes(32))
      return { id, secret: prf && prfAtCreate ? prfOf(id) : null }
    },
    async assert(ids) {
      calls.assert++
      const id = [...credentials.keys()].find((c) => ids.length === 0 || ids.includes(c))
      if (!id) throw new Error('NotAllowedError: no credential')
      return { id, secret: prf ? prfOf(id) : null }
    },
  }
  return authenticator
}

/** A synced passkey: the same credentials on another "device". */
export function syncedCopy(from: ReturnType<typeof softAuthenticator>) {
  const to = softAuthenticator()
  for (const [id, secret] of from.credentials) to.credentials.set(id, secret)
  return to
}

/** One browser profile's device vault: records in memory, its wrapping key a non-extractable WebCrypto key. */
export function memoryVault(): DeviceVault & { records: Map<string, DeviceCopy> } {
  const records = new Map<string, DeviceCopy>()
  let key: Promise<CryptoKey> | undefined
  return {
    records,
    wrappingKey: () => {
      key ??= crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
      return key
    },
    read: async (name) => records.get(name),
    write: async (name, copy) => void records.set(name, copy),
    remove: async (name) => void records.delete(name),
  }
}

/**
 * Screens that act as the user would: `setup` picks `choice`, `unlock` uses the passkey or types `kitText`,
 * `showKit` keeps what it showed. Every screen shown is counted.
 */
export function scriptedScreens(
  plan: { choice?: 'passkey' | 'kit'; unlockWith?: 'passkey' | 'kit'; kitText?: string } = {},
) {
  const shown: string[] = []
  const kits: Array<{ phrase: string; kitFile: string; envelopeFile: string }> = []
  const screens: CustodyScreens & { shown: string[]; kits: typeof kits } = {
    shown,
    kits,
    async setup(actions) {
      shown.push('setup')
      await (plan.choice === 'kit' ? actions.kit() : actions.passkey())
    },
    async unlock(actions) {
      shown.push('unlock')
      await (plan.unlockWith === 'kit' ? actions.kit(plan.kitText ?? '') : actions.passkey())
    },
    async showKit(kit) {
      shown.push('kit')
      kits.push(kit)
    },
  }
  return screens
}
