import { WalletConnectProtocolError } from './errors.js'

/**
 * The text encodings of the protocol on the platform's `btoa`/`atob`: base64 (envelopes), base64url without
 * padding (the relay JWT, ReCap resources) and base58btc (did:key). Strict: a string with a character outside
 * the alphabet or wrong padding is refused. Checked against @scure/base (base.test.ts) and the official
 * client (goldenVectors.test.ts). @scure/base itself stays out of the bundle: its unused codecs (bech32, …)
 * are built at module load and survive tree-shaking, about 2 KiB gzip on the WalletConnect click.
 */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const BASE64URL = /^[A-Za-z0-9_-]*$/
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

const invalid = (what: string) => new WalletConnectProtocolError('INVALID_MESSAGE', `Invalid ${what}`)

export function base64Encode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function base64Decode(text: string): Uint8Array {
  if (!BASE64.test(text)) throw invalid('base64')
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

export const base64urlEncode = (bytes: Uint8Array): string =>
  base64Encode(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

export function base64urlDecode(text: string): Uint8Array {
  if (!BASE64URL.test(text) || text.length % 4 === 1) throw invalid('base64url')
  const plain = text.replace(/-/g, '+').replace(/_/g, '/')
  return base64Decode(plain + '='.repeat((4 - (plain.length % 4)) % 4))
}

/** base58btc (Bitcoin's alphabet), each leading zero byte a leading '1'. */
export function base58Encode(bytes: Uint8Array): string {
  let n = 0n
  for (const byte of bytes) n = n * 256n + BigInt(byte)
  let out = ''
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out
    n /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}
