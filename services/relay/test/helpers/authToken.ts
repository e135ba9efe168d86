import { ed25519 } from '@noble/curves/ed25519'
import { base64urlnopad } from '@scure/base'
import { encodeDidKey } from '../../src/didKey.js'

const enc = new TextEncoder()
const part = (v: unknown) => base64urlnopad.encode(enc.encode(JSON.stringify(v)))

/** Options of {@link makeAuthToken}; every field defaults to a valid token. */
export interface MakeAuthTokenOptions {
  aud: string
  /** Seconds from now until expiry (negative: already expired). */
  expiresIn?: number
  seed?: Uint8Array
  /** Sign with a different key than the issuer's. */
  wrongKey?: boolean
  alg?: string
}

/**
 * Makes a relay auth JWT exactly like @walletconnect/relay-auth `signJWT`: header
 * `{alg:'EdDSA',typ:'JWT'}`, claims `{iss: did:key, sub, aud, iat, exp}`, Ed25519 signature.
 */
export function makeAuthToken(o: MakeAuthTokenOptions): { token: string; clientId: string } {
  const seed = o.seed ?? ed25519.utils.randomPrivateKey()
  const iss = encodeDidKey(ed25519.getPublicKey(seed))
  const iat = Math.floor(Date.now() / 1000)
  const header = part({ alg: o.alg ?? 'EdDSA', typ: 'JWT' })
  const payload = part({ iss, sub: 'test', aud: o.aud, iat, exp: iat + (o.expiresIn ?? 3600) })
  const signer = o.wrongKey ? ed25519.utils.randomPrivateKey() : seed
  const signature = ed25519.sign(enc.encode(`${header}.${payload}`), signer)
  return { token: `${header}.${payload}.${base64urlnopad.encode(signature)}`, clientId: iss }
}
