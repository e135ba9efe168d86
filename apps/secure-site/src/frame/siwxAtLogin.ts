import { fillSiwxAccountAddress, parseSiwxMessage, siwxMessageOrigin } from '@portico/core'
import type { Hex } from 'viem'

/** M-07: the longest sign-in message the secure site signs at login (a CAIP-122 message is far shorter). */
const MAX_SIWX_MESSAGE_LENGTH = 8192

/** M-07: a sign-in signed at login: the filled message and its signature. */
export interface SignedSiwx {
  message: string
  signature: Hex
}

/** The account that signs: its address and a personal_sign over text. */
export interface SiwxSigner {
  address: string
  signMessage(message: string): Promise<Hex>
}

/** The origin a message is a sign-in to, or undefined when its domain and URI disagree. */
function messageOrigin(data: Parameters<typeof siwxMessageOrigin>[0]): string | undefined {
  try {
    return siwxMessageOrigin(data)
  } catch {
    return undefined
  }
}

/**
 * M-07: signs the app's sign-in message at login. The message (from the connect payload) must have the
 * placeholder `<<AccountAddress>>` as its address line, be an EIP-4361 message once filled, and name the
 * embedding app as its domain and URI (core's `siwxMessageOrigin`, the gateway's rule too), so an app can only
 * ask for a sign-in to itself.
 * @returns the filled message and its signature.
 * @throws naming the problem when the message is not one to sign.
 */
export async function signSiwxAtLogin(
  siwxMessage: unknown,
  signer: SiwxSigner,
  appOrigin: string | undefined,
): Promise<SignedSiwx> {
  if (typeof siwxMessage !== 'string' || siwxMessage.length > MAX_SIWX_MESSAGE_LENGTH)
    throw new Error('Invalid siwxMessage')
  const message = fillSiwxAccountAddress(siwxMessage, signer.address)
  const data = parseSiwxMessage(message)
  if (!data.chainId.startsWith('eip155:')) throw new Error('siwxMessage must be a sign-in for an EVM network')
  if (appOrigin && messageOrigin(data) !== appOrigin)
    throw new Error(`siwxMessage must be a sign-in to ${new URL(appOrigin).host}`)
  return { message, signature: await signer.signMessage(message) }
}
