import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { type GatewayCalls, GatewayError } from '../frame/gatewayCalls.js'
import { fromBase64Url } from './base64url.js'
import { openKey, sealKey } from './keyEnvelope.js'

/** Where the secure site finds its services, and the session it acts for. */
export interface CustodySession {
  /** The gateway, through the one caller that adds the device's DPoP proof to each call. */
  calls: GatewayCalls
  projectId: string
  /** The gateway's access token for this user. */
  accessToken: string
  userId: string
  /** The site key service's URL (`<secure site>/api/wrap-key`). */
  wrapKeyUrl: string
  /** fetch to use for the site key service (tests pass one with an Origin header). */
  fetch?: typeof fetch
}

/** The user's EVM key, opened on the secure site. */
export interface OpenedWallet {
  address: Hex
  privateKey: Hex
  /** True when this call created the key (first login anywhere). */
  created: boolean
}

const NAMESPACE = 'eip155'

/**
 * The user's wrapping key from the site key service, which checks the session with the gateway: it forwards the
 * access token and a DPoP proof made for that check (`GET /auth/v1/session`), so a bare token is refused there too.
 */
export async function fetchWrapKey(s: CustodySession): Promise<Uint8Array> {
  const res = await (s.fetch ?? fetch)(`${s.wrapKeyUrl}?projectId=${encodeURIComponent(s.projectId)}`, {
    method: 'POST',
    headers: await s.calls.proofHeaders('GET', '/auth/v1/session', s.accessToken),
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
  const { wallet } = await s.calls.request<{ wallet: { address: Hex; ciphertext: string } | null }>(
    'GET',
    '/auth/v1/wallet',
    { accessToken: s.accessToken, query: { namespace: NAMESPACE } },
  )
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
  try {
    await s.calls.post('/auth/v1/wallet', { namespace: NAMESPACE, address, ciphertext }, s.accessToken)
  } catch (error) {
    // 409: another tab or device stored one first; use that one.
    if (error instanceof GatewayError && error.status === 409) return openOrCreateWallet(s)
    throw error
  }
  return { address, privateKey, created: true }
}
