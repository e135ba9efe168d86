import { entropyToMnemonic, mnemonicToEntropy, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { toBase64Url } from './base64url.js'
import { ENVELOPE_HKDF_SALT, USER_SECRET_BYTES } from './userKeyEnvelope.js'

/**
 * A recovery kit: 32 random bytes the user keeps (a file and the same secret as 24 BIP-39 words), for users
 * without a PRF-capable passkey and for leaving without the operator (the recovery page opens a kit envelope).
 */
export interface RecoveryKit {
  /** The secret the kit envelope is sealed under. */
  secret: Uint8Array
  /** The same secret as 24 English BIP-39 words (checksummed). */
  phrase: string
  /** The kit envelope's id at the gateway: derived from the secret, so the secret alone finds its envelope. */
  id: string
}

/** The kit file's `format`. */
export const KIT_FILE_FORMAT = 'portico-recovery-kit'

/** The kit's id: 16 bytes of HKDF-SHA-256(secret, info `portico/embedded-wallet/kit-id/v2`), base64url. */
async function kitId(secret: Uint8Array): Promise<string> {
  const ikm = await crypto.subtle.importKey('raw', secret as BufferSource, 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode(ENVELOPE_HKDF_SALT),
      info: new TextEncoder().encode('portico/embedded-wallet/kit-id/v2'),
    },
    ikm,
    128,
  )
  return toBase64Url(new Uint8Array(bits))
}

/** A new kit from `crypto.getRandomValues`. */
export function newRecoveryKit(): Promise<RecoveryKit> {
  return kitFromSecret(crypto.getRandomValues(new Uint8Array(USER_SECRET_BYTES)))
}

/** The kit of a secret. */
export async function kitFromSecret(secret: Uint8Array): Promise<RecoveryKit> {
  if (secret.length !== USER_SECRET_BYTES) throw new Error('A recovery kit secret is 32 bytes')
  return { secret, phrase: entropyToMnemonic(secret, wordlist), id: await kitId(secret) }
}

/**
 * The kit the user gave: the 24 words, or the kit file's text (JSON with `phrase`). Throws 'This is not a
 * recovery kit' for anything else (a wrong word or checksum included).
 */
export async function readRecoveryKit(input: string): Promise<RecoveryKit> {
  let phrase = input.trim()
  if (phrase.startsWith('{')) {
    try {
      const file = JSON.parse(phrase) as { format?: unknown; phrase?: unknown }
      phrase = file.format === KIT_FILE_FORMAT && typeof file.phrase === 'string' ? file.phrase : ''
    } catch {
      phrase = ''
    }
  }
  phrase = phrase.toLowerCase().split(/\s+/).filter(Boolean).join(' ')
  if (!validateMnemonic(phrase, wordlist)) throw new Error('This is not a recovery kit')
  return kitFromSecret(mnemonicToEntropy(phrase, wordlist))
}

/** The kit file the user downloads (JSON): the phrase, and the address it opens, for the user's own records. */
export function kitFile(kit: RecoveryKit, address: string): string {
  return `${JSON.stringify({ format: KIT_FILE_FORMAT, version: 2, address, phrase: kit.phrase }, null, 2)}\n`
}
