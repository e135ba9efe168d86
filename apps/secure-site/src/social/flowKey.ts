import { toBase64Url } from '../custody/base64url.js'

/** A new flow key (256 random bits, base64url) and its SHA-256, which is all the gateway is told at the start. */
export async function newFlowKey(): Promise<{ key: string; hash: string }> {
  const key = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)))
  return { key, hash: toBase64Url(hash) }
}
