import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { type DeviceVault, openDeviceCopy, saveDeviceCopy } from './deviceCopy.js'
import type { CustodyCaller, EnvelopeClient, GatewayEnvelope, GatewayKey } from './envelopeClient.js'
import { envelopeFile } from './envelopeFile.js'
import type { PasskeyAuthenticator } from './passkeyAuthenticator.js'
import { kitFile, newRecoveryKit, readRecoveryKit } from './recoveryKit.js'
import { type EnvelopeKind, type EnvelopeSlot, openSlot, sealForSlot } from './userKeyEnvelope.js'

const NAMESPACE = 'eip155'

/** Shown when the authenticator gives no PRF output: the user saves a recovery kit instead. */
export const NO_PRF_MESSAGE =
  'This passkey cannot protect a wallet on this device (no PRF support). Save a recovery kit instead.'

/** The screens the custody shows on the secure origin (frame/custodyScreens.ts); each action may be retried. */
export interface CustodyScreens {
  /** First login: protect the new key with a passkey or a recovery kit; resolves once an action succeeded. */
  setup(actions: { passkey(): Promise<void>; kit(): Promise<void> }): Promise<void>
  /** A device without a copy: open with a passkey or a recovery kit (its words or file text). */
  unlock(
    actions: { passkey(): Promise<void>; kit(text: string): Promise<void> },
    hasPasskey: boolean,
  ): Promise<void>
  /** A new recovery kit, shown once: its words and two files to download; resolves when the user saved it. */
  showKit(kit: { phrase: string; kitFile: string; envelopeFile: string }): Promise<void>
}

/** The session the custody acts for. */
export interface CustodyUser extends CustodyCaller {
  /** The passkey's user name (the email). */
  name: string
}

/** The opened key. */
export interface OpenedKey {
  address: Hex
  privateKey: Hex
}

/** One way in, as the key-management screen lists it. */
export type EnvelopeSummary = Pick<GatewayEnvelope, 'kind' | 'id' | 'createdAt'>

/** Raised by a non-interactive open that would need the user (no device copy, or no key yet). */
export class NeedsUserError extends Error {
  constructor() {
    super('This device has no copy of the wallet key')
    this.name = 'NeedsUserError'
  }
}

/** What {@link passkeyCustody} works with. */
export interface PasskeyCustodyDeps {
  envelopes: EnvelopeClient
  vault: DeviceVault
  authenticator: PasskeyAuthenticator
  screens: CustodyScreens
}

/**
 * Passkey-mode custody (issue 22): the key is made here, sealed under the user's passkey PRF output or recovery
 * kit, and only envelopes reach the gateway; this device keeps a copy under a non-extractable key.
 */
export function passkeyCustody(deps: PasskeyCustodyDeps) {
  const { envelopes, vault, authenticator, screens } = deps
  const slotOf = (s: CustodyCaller, address: string, kind: EnvelopeKind, id: string): EnvelopeSlot => ({
    userId: s.userId,
    namespace: NAMESPACE,
    address,
    kind,
    id,
  })

  /** The PRF output of a new passkey (asked again with get() when create() did not return it). */
  const newPasskey = async (s: CustodyUser) => {
    const made = await authenticator.create({ userId: s.userId, name: s.name })
    const secret = made.secret ?? (await authenticator.assert([made.id])).secret
    if (!secret) throw new Error(NO_PRF_MESSAGE)
    return { id: made.id, secret }
  }

  /** Seals `privateKey` for a new slot and stores it at the gateway (signed by the key). */
  const addSlot = async (
    s: CustodyCaller,
    key: OpenedKey,
    kind: EnvelopeKind,
    id: string,
    secret: Uint8Array,
  ) => {
    const envelope = await sealForSlot(secret, hexToBytes(key.privateKey), slotOf(s, key.address, kind, id))
    await envelopes.add(s, key.privateKey, { namespace: NAMESPACE, address: key.address, kind, id, envelope })
  }

  /** A new recovery kit: shown once, then its envelope is stored. */
  const addKit = async (s: CustodyCaller, key: OpenedKey) => {
    const kit = await newRecoveryKit()
    const slot = slotOf(s, key.address, 'kit', kit.id)
    const envelope = await sealForSlot(kit.secret, hexToBytes(key.privateKey), slot)
    await screens.showKit({
      phrase: kit.phrase,
      kitFile: kitFile(kit, key.address),
      envelopeFile: envelopeFile(slot, envelope),
    })
    await envelopes.add(s, key.privateKey, {
      namespace: NAMESPACE,
      address: key.address,
      kind: 'kit',
      id: kit.id,
      envelope,
    })
  }

  const checked = (privateKey: Hex, address: string): OpenedKey => {
    if (privateKeyToAddress(privateKey).toLowerCase() !== address.toLowerCase()) {
      throw new Error('The opened key does not match the stored address')
    }
    return { address: privateKeyToAddress(privateKey), privateKey }
  }

  /** Opens one of the stored envelopes with a passkey or a kit, through the unlock screen. */
  const unlockWithUser = async (
    s: CustodyCaller,
    stored: GatewayKey & { address: Hex },
  ): Promise<OpenedKey> => {
    let opened: OpenedKey | undefined
    const open = async (kind: EnvelopeKind, id: string, secret: Uint8Array) => {
      const found = stored.envelopes.find((e) => e.kind === kind && e.id === id)
      if (!found) {
        throw new Error(
          kind === 'kit'
            ? 'This recovery kit is not for this account'
            : 'This passkey is not registered for this wallet',
        )
      }
      const privateKey = bytesToHex(
        await openSlot(secret, found.envelope, slotOf(s, stored.address, kind, id)),
      )
      opened = checked(privateKey, stored.address)
    }
    const passkeyIds = stored.envelopes.filter((e) => e.kind === 'passkey').map((e) => e.id)
    await screens.unlock(
      {
        passkey: async () => {
          const answer = await authenticator.assert(passkeyIds)
          if (!answer.secret) throw new Error(NO_PRF_MESSAGE)
          await open('passkey', answer.id, answer.secret)
        },
        kit: async (text) => {
          const kit = await readRecoveryKit(text)
          await open('kit', kit.id, kit.secret)
        },
      },
      passkeyIds.length > 0,
    )
    if (!opened) throw new Error('The wallet was not unlocked')
    return opened
  }

  const readStored = async (s: CustodyCaller) => envelopes.read(s, NAMESPACE)

  return {
    /**
     * The user's key: from this device's copy without a prompt; else (when `interactive`) by the unlock screen,
     * or, on the first login anywhere, a new key protected on the setup screen. Non-interactive opens that would
     * need the user throw {@link NeedsUserError}.
     */
    async open(s: CustodyUser, options: { interactive: boolean }): Promise<OpenedKey & { created: boolean }> {
      const stored = await readStored(s)
      if (stored.address) {
        const copy = await openDeviceCopy(vault, s.userId, NAMESPACE, stored.address)
        if (copy) return { ...checked(bytesToHex(copy), stored.address), created: false }
        if (!options.interactive) throw new NeedsUserError()
        const opened = await unlockWithUser(s, { ...stored, address: stored.address })
        await saveDeviceCopy(vault, s.userId, NAMESPACE, opened.address, hexToBytes(opened.privateKey))
        return { ...opened, created: false }
      }
      if (!options.interactive) throw new NeedsUserError()
      const privateKey = generatePrivateKey()
      const key = { address: privateKeyToAddress(privateKey), privateKey }
      await screens.setup({
        passkey: async () => {
          const passkey = await newPasskey(s)
          await addSlot(s, key, 'passkey', passkey.id, passkey.secret)
        },
        kit: () => addKit(s, key),
      })
      await saveDeviceCopy(vault, s.userId, NAMESPACE, key.address, hexToBytes(privateKey))
      return { ...key, created: true }
    },

    /** Export and key changes: the user proves the passkey (or kit) again; the key must be `key`. */
    async confirmUser(s: CustodyCaller, key: OpenedKey): Promise<void> {
      const stored = await readStored(s)
      if (stored.address?.toLowerCase() !== key.address.toLowerCase()) throw new Error('Not connected')
      const opened = await unlockWithUser(s, { ...stored, address: stored.address })
      if (opened.privateKey !== key.privateKey) throw new Error('Not connected')
    },

    /** Every way in (kind, id, date), without the envelopes. */
    async list(s: CustodyCaller): Promise<EnvelopeSummary[]> {
      return (await readStored(s)).envelopes.map(({ kind, id, createdAt }) => ({ kind, id, createdAt }))
    },
    /** Registers one more passkey for the same key (rotation: the key stays, a new envelope is added). */
    addPasskey: async (s: CustodyUser, key: OpenedKey) => {
      const passkey = await newPasskey(s)
      await addSlot(s, key, 'passkey', passkey.id, passkey.secret)
    },
    /** A new recovery kit and its envelope file (the exit: the saved `/recovery.html` opens it offline). */
    addKit,
    /** Removes one way in; the gateway refuses the last one. */
    remove: (s: CustodyCaller, key: OpenedKey, id: string) =>
      envelopes.remove(s, key.privateKey, NAMESPACE, id),
  }
}
export type PasskeyCustody = ReturnType<typeof passkeyCustody>
