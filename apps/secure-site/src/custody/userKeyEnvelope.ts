import { fromBase64Url, toBase64Url } from './base64url.js'

/**
 * Passkey-mode envelopes (docs/embedded-wallet-trust-model.md): the user's private key sealed with AES-256-GCM
 * under a key derived (HKDF-SHA-256) from a secret only the user holds: a passkey's PRF output or a recovery
 * kit's secret. WebCrypto only, so the standalone recovery page (`/recovery.html`, built from recovery/) opens the same format.
 */

/** Envelope format version, the first dot-separated part. */
export const ENVELOPE_VERSION = 'v2'
/** HKDF salt of every passkey-mode wrapping key. */
export const ENVELOPE_HKDF_SALT = 'portico/embedded-wallet/v2'
/** AES-GCM nonce length in bytes (96 bits, random per envelope). */
const NONCE_BYTES = 12
/** A user secret (PRF output, kit secret) is exactly 32 bytes. */
export const USER_SECRET_BYTES = 32

/** What opens an envelope: a passkey (its PRF output) or a recovery kit (its secret). */
export type EnvelopeKind = 'passkey' | 'kit'

/** What an envelope is bound to (its associated data): opening it for another user, slot or address fails. */
export interface EnvelopeSlot {
  userId: string
  namespace: string
  address: string
  kind: EnvelopeKind
  /** The passkey's credential id or the kit's id (base64url). */
  id: string
}

/** Why an envelope did not open; `message` is shown to the user as is. */
export class EnvelopeError extends Error {
  constructor(
    readonly reason: 'format' | 'wrong-secret' | 'wrong-key',
    message: string,
  ) {
    super(message)
    this.name = 'EnvelopeError'
  }
}

const utf8 = (s: string) => new TextEncoder().encode(s)

/** The associated data: every field of the slot, so an envelope moved to another slot does not open. */
export function slotAad(slot: EnvelopeSlot): Uint8Array {
  return utf8(
    [ENVELOPE_VERSION, slot.userId, slot.namespace, slot.address.toLowerCase(), slot.kind, slot.id].join(
      '\n',
    ),
  )
}

/** The AES-256-GCM key of a slot kind: HKDF-SHA-256(secret, salt, info = `portico/embedded-wallet/<kind>/v2`). */
export async function wrappingKey(secret: Uint8Array, kind: EnvelopeKind): Promise<CryptoKey> {
  if (secret.length !== USER_SECRET_BYTES) throw new EnvelopeError('format', 'The secret must be 32 bytes')
  const ikm = await crypto.subtle.importKey('raw', secret as BufferSource, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: utf8(ENVELOPE_HKDF_SALT),
      info: utf8(`portico/embedded-wallet/${kind}/${ENVELOPE_VERSION}`),
    },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Seals a 32-byte private key for `slot` under `secret`; returns `v2.<nonce>.<ciphertext>` (base64url). */
export async function sealForSlot(
  secret: Uint8Array,
  privateKey: Uint8Array,
  slot: EnvelopeSlot,
): Promise<string> {
  const key = await wrappingKey(secret, slot.kind)
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: slotAad(slot) as BufferSource },
    key,
    privateKey as BufferSource,
  )
  return [ENVELOPE_VERSION, toBase64Url(nonce), toBase64Url(new Uint8Array(sealed))].join('.')
}

/** Splits an envelope into nonce and ciphertext; throws an {@link EnvelopeError} on any other shape. */
export function parseEnvelope(envelope: string): { nonce: Uint8Array; sealed: Uint8Array } {
  const parts = typeof envelope === 'string' ? envelope.split('.') : []
  if (parts.length !== 3 || parts[0] !== ENVELOPE_VERSION) {
    throw new EnvelopeError('format', 'This is not a Portico key envelope (v2)')
  }
  try {
    const nonce = fromBase64Url(parts[1] as string)
    const sealed = fromBase64Url(parts[2] as string)
    if (nonce.length !== NONCE_BYTES || sealed.length !== 32 + 16) throw new Error('length')
    return { nonce, sealed }
  } catch {
    throw new EnvelopeError('format', 'This key envelope is damaged')
  }
}

/**
 * Opens an envelope of {@link sealForSlot}. A wrong secret, another slot or a tampered envelope all fail the
 * GCM tag: {@link EnvelopeError} 'wrong-secret' ("This passkey or recovery kit does not open this wallet").
 */
export async function openSlot(
  secret: Uint8Array,
  envelope: string,
  slot: EnvelopeSlot,
): Promise<Uint8Array> {
  const { nonce, sealed } = parseEnvelope(envelope)
  const key = await wrappingKey(secret, slot.kind)
  try {
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: nonce as BufferSource, additionalData: slotAad(slot) as BufferSource },
      key,
      sealed as BufferSource,
    )
    return new Uint8Array(opened)
  } catch {
    throw new EnvelopeError('wrong-secret', 'This passkey or recovery kit does not open this wallet')
  }
}
