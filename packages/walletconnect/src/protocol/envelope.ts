import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { base64Decode, base64Encode } from './base.js'
import { bytesToHex, concatBytes, hexToBytes, randomBytes } from './bytes.js'
import { WalletConnectProtocolError } from './errors.js'
import { deriveSymKey } from './keys.js'

/** Type 0: sealed with the topic's symmetric key. */
export const TYPE_0 = 0
/** Type 1: sealed with a key derived from the sender's public key (carried in the envelope). */
export const TYPE_1 = 1

const IV_LENGTH = 12
const KEY_LENGTH = 32

const utf8 = new TextEncoder()
const fromUtf8 = new TextDecoder('utf-8', { fatal: true })

/** A decoded envelope before decryption. */
export type Envelope = { type: 0 | 1; senderPublicKey?: string; iv: Uint8Array; sealed: Uint8Array }

/**
 * Seals `message` (a JSON-RPC payload as text) for a topic: type 0 `0x00 | iv | sealed`, or type 1
 * `0x01 | senderPublicKey | iv | sealed`, base64. ChaCha20-Poly1305 with a random 12-byte iv.
 */
export function seal(
  message: string,
  symKey: string,
  options: { type?: 0 | 1; senderPublicKey?: string; iv?: Uint8Array } = {},
): string {
  const type = options.type ?? TYPE_0
  const iv = options.iv ?? randomBytes(IV_LENGTH)
  const sealed = chacha20poly1305(hexToBytes(symKey), iv).encrypt(utf8.encode(message))
  if (type === TYPE_0) return base64Encode(concatBytes(new Uint8Array([TYPE_0]), iv, sealed))
  if (!options.senderPublicKey)
    throw new WalletConnectProtocolError('INVALID_INPUT', 'A type 1 envelope needs the sender public key')
  const sender = hexToBytes(options.senderPublicKey)
  return base64Encode(concatBytes(new Uint8Array([TYPE_1]), sender, iv, sealed))
}

/** Splits an envelope into its parts; throws INVALID_ENVELOPE for anything but a well-formed type 0 or 1. */
export function readEnvelope(encoded: string): Envelope {
  let bytes: Uint8Array
  try {
    bytes = base64Decode(encoded)
  } catch {
    throw new WalletConnectProtocolError('INVALID_ENVELOPE', 'The envelope is not base64')
  }
  const type = bytes[0]
  const header = type === TYPE_0 ? 1 : type === TYPE_1 ? 1 + KEY_LENGTH : -1
  if (header < 0) {
    throw new WalletConnectProtocolError('INVALID_ENVELOPE', `Unsupported envelope type ${String(type)}`)
  }
  // 16 bytes of Poly1305 tag at least.
  if (bytes.length < header + IV_LENGTH + 16) {
    throw new WalletConnectProtocolError('INVALID_ENVELOPE', 'The envelope is too short')
  }
  return {
    type: type as 0 | 1,
    ...(type === TYPE_1 ? { senderPublicKey: bytesToHex(bytes.subarray(1, header)) } : {}),
    iv: bytes.slice(header, header + IV_LENGTH),
    sealed: bytes.slice(header + IV_LENGTH),
  }
}

/**
 * Opens an envelope. Type 0 uses `symKey`; type 1 derives the key from `privateKey` (ours) and the
 * sender's public key in the envelope. Throws DECRYPT_FAILED when the tag does not verify.
 */
export async function open(encoded: string, keys: { symKey?: string; privateKey?: string }): Promise<string> {
  const envelope = readEnvelope(encoded)
  let symKey = keys.symKey
  if (envelope.type === TYPE_1) {
    if (!keys.privateKey || !envelope.senderPublicKey) {
      throw new WalletConnectProtocolError('DECRYPT_FAILED', 'No key pair for this type 1 envelope')
    }
    symKey = await deriveSymKey(keys.privateKey, envelope.senderPublicKey)
  }
  if (!symKey) throw new WalletConnectProtocolError('DECRYPT_FAILED', 'No key for this topic')
  try {
    return fromUtf8.decode(chacha20poly1305(hexToBytes(symKey), envelope.iv).decrypt(envelope.sealed))
  } catch {
    throw new WalletConnectProtocolError('DECRYPT_FAILED', 'The envelope does not decrypt with this key')
  }
}
