import { base58Encode, base64urlEncode } from './base.js'
import { bytesToHex, concatBytes, hexToBytes, nowSeconds, randomBytes } from './bytes.js'
import { primitives } from './primitives.js'

/** Multicodec prefix of an Ed25519 public key in a did:key. */
const ED25519_MULTICODEC = new Uint8Array([0xed, 0x01])
/** The official clients sign their relay token for one day. */
export const RELAY_JWT_TTL_SECONDS = 24 * 60 * 60

const utf8 = new TextEncoder()
const part = (value: unknown) => base64urlEncode(utf8.encode(JSON.stringify(value)))

/** A fresh Ed25519 seed (the client's relay identity), as hex. */
export const generateClientSeed = (): string => bytesToHex(randomBytes(32))

/** `did:key:z…` of an Ed25519 public key: base58btc of the multicodec-prefixed key. */
export function encodeDidKey(publicKey: Uint8Array): string {
  return `did:key:z${base58Encode(concatBytes(ED25519_MULTICODEC, publicKey))}`
}

/** The client id the relay knows us by: the did:key of the seed's public key. */
export async function clientIdOf(seed: string): Promise<string> {
  return encodeDidKey(await (await primitives()).ed25519PublicKey(hexToBytes(seed)))
}

/**
 * Signs the relay auth JWT: header `{alg:'EdDSA',typ:'JWT'}`, claims `{iss, sub, aud, iat, exp}` with the
 * did:key issuer, the relay URL as audience and a random subject, Ed25519 over `header.payload`.
 */
export async function signRelayJwt(params: {
  seed: string
  aud: string
  sub?: string
  iat?: number
  ttl?: number
}): Promise<string> {
  const p = await primitives()
  const seed = hexToBytes(params.seed)
  const iat = params.iat ?? nowSeconds()
  const claims = {
    iss: encodeDidKey(await p.ed25519PublicKey(seed)),
    sub: params.sub ?? bytesToHex(randomBytes(32)),
    aud: params.aud,
    iat,
    exp: iat + (params.ttl ?? RELAY_JWT_TTL_SECONDS),
  }
  const data = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}`
  return `${data}.${base64urlEncode(await p.ed25519Sign(seed, utf8.encode(data)))}`
}
