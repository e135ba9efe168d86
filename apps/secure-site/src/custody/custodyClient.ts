import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { fromBase64Url } from './base64url.js'
import { openKey, sealKey } from './keyEnvelope.js'

/** Where the secure site finds its services, and the session it acts for. */
export interface CustodySession {
  /** Gateway base URL, e.g. `http://127.0.0.1:8787`. */
  gatewayUrl: string
  projectId: string
  /** The gateway's access token for this user. */
  accessToken: string
  userId: string
  /** The site key service's URL (`<secure site>/api/wrap-key`). */
  wrapKeyUrl: string
  /** fetch to use (tests pass one with an Origin header). */
  fetch?: typeof fetch
  /** The embedding app's origin: managed custody's key service names it in the user's notice. */
  appOrigin?: string
}

/** The user's EVM key, opened on the secure site. */
export interface OpenedWallet {
  address: Hex
  privateKey: Hex
  /** True when this call created the key (first login anywhere). */
  created: boolean
}

const NAMESPACE = 'eip155'
/** The header naming the embedding app to managed custody's key service (`server/keyService.ts`). */
const APP_ORIGIN_HEADER = 'x-portico-app-origin'

async function call(s: CustodySession, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await (s.fetch ?? fetch)(url, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${s.accessToken}` },
  })
  return res
}

/** The user's wrapping key from the site key service (which checks the session with the gateway). */
export async function fetchWrapKey(s: CustodySession): Promise<Uint8Array> {
  const res = await call(s, `${s.wrapKeyUrl}?projectId=${encodeURIComponent(s.projectId)}`, {
    method: 'POST',
    headers: s.appOrigin ? { [APP_ORIGIN_HEADER]: s.appOrigin } : {},
  })
  if (!res.ok) throw new Error(`site key service answered ${res.status}`)
  const { wrapKey } = (await res.json()) as { wrapKey?: unknown }
  if (typeof wrapKey !== 'string') throw new Error('site key service answered no wrapKey')
  return fromBase64Url(wrapKey)
}

/**
 * Opens the user's EVM key: fetches the envelope from the gateway and the wrapping key from the site key
 * service and decrypts; on the first login anywhere, generates a key (viem), seals it and stores the envelope.
 * The address is checked against the one the gateway stored, so a wrong key is never used.
 */
export async function openOrCreateWallet(s: CustodySession): Promise<OpenedWallet> {
  const walletUrl = `${s.gatewayUrl}/auth/v1/wallet?projectId=${encodeURIComponent(s.projectId)}`
  const got = await call(s, `${walletUrl}&namespace=${NAMESPACE}`)
  if (!got.ok) throw new Error(`gateway answered ${got.status} for the wallet`)
  const { wallet } = (await got.json()) as { wallet: { address: Hex; ciphertext: string } | null }
  const wrapKey = await fetchWrapKey(s)
  if (wallet) {
    const binding = { userId: s.userId, namespace: NAMESPACE, address: wallet.address }
    const privateKey = bytesToHex(openKey(wrapKey, wallet.ciphertext, binding))
    if (privateKeyToAddress(privateKey).toLowerCase() !== wallet.address.toLowerCase()) {
      throw new Error('the stored key does not match the stored address')
    }
    return { address: privateKeyToAddress(privateKey), privateKey, created: false }
  }
  const privateKey = generatePrivateKey()
  const address = privateKeyToAddress(privateKey)
  const ciphertext = sealKey(wrapKey, hexToBytes(privateKey), {
    userId: s.userId,
    namespace: NAMESPACE,
    address,
  })
  const put = await call(s, walletUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ namespace: NAMESPACE, address, ciphertext }),
  })
  // 409: another tab or device stored one first; use that one.
  if (put.status === 409) return openOrCreateWallet(s)
  if (!put.ok) throw new Error(`gateway answered ${put.status} storing the wallet`)
  return { address, privateKey, created: true }
}
