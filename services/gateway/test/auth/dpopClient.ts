import { createHash, randomUUID } from 'node:crypto'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'

/** A device's DPoP key (RFC 9449), as the secure site keeps one: ES256, the private half non-extractable. */
export interface DeviceKey {
  privateKey: CryptoKey
  jwk: JWK
  /** RFC 7638 thumbprint: what the gateway binds a session to. */
  jkt: string
}

/** A new device key. */
export async function newDeviceKey(): Promise<DeviceKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const jwk = await exportJWK(publicKey)
  return { privateKey, jwk, jkt: await calculateJwkThumbprint(jwk, 'sha256') }
}

/** What a proof says; each field can be overridden to forge a wrong one. */
export interface ProofClaims {
  htm: string
  htu: string
  accessToken?: string
  /** Overrides `ath` (default: the access token's hash when one is given). */
  ath?: string
  /** Seconds since the epoch (default: now). */
  iat?: number
  jti?: string
}

/** A DPoP proof by `device` for one request. */
export async function dpopProof(device: DeviceKey, claims: ProofClaims): Promise<string> {
  const ath =
    claims.ath ??
    (claims.accessToken ? createHash('sha256').update(claims.accessToken).digest('base64url') : undefined)
  return new SignJWT({ htm: claims.htm, htu: claims.htu, ...(ath ? { ath } : {}) })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: device.jwk })
    .setJti(claims.jti ?? randomUUID())
    .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
    .sign(device.privateKey)
}

/** The headers of a request sent by `device`: a fresh proof, and `Authorization: DPoP <token>` with a token. */
export async function dpopHeaders(
  device: DeviceKey,
  method: string,
  url: string,
  accessToken?: string,
): Promise<Record<string, string>> {
  const htu = url.split('?')[0] ?? url
  return {
    dpop: await dpopProof(device, { htm: method, htu, ...(accessToken ? { accessToken } : {}) }),
    ...(accessToken ? { authorization: `DPoP ${accessToken}` } : {}),
  }
}
