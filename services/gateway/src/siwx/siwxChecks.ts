import {
  isAddressForNamespace,
  isOriginAllowed,
  parseSiwxMessage,
  type SIWXMessageData,
  siwxMessageOrigin,
} from '@portico/core'
import { ApiError } from '../http/errors.js'
import { verifyBitcoinSignature } from '../signatures/bitcoinSignature.js'
import type { EvmSignatureVerifier } from '../signatures/evmSignatureVerifier.js'
import { verifySolanaSignature } from '../signatures/solanaSignature.js'
import { SIWX_CLOCK_SKEW_MS, SIWX_ISSUED_AT_MAX_AGE_MS, SIWX_SESSION_TTL_MS } from './siwxConstants.js'

const refuse = (message: string, field = 'body.message') => new ApiError(400, 'INVALID_SIWX', message, field)

const time = (iso: string | undefined, field: string): number | undefined => {
  if (iso === undefined) return undefined
  const t = Date.parse(iso)
  if (Number.isNaN(t)) throw refuse(`message ${field} is not an ISO 8601 time`)
  return t
}

/**
 * Parses a CAIP-122 message and checks what it says: the namespace is supported and the address is valid for
 * it; `Issued At` is recent; `Not Before` has passed and `Expiration Time` has not; the domain and the URI name
 * one origin (core's `siwxMessageOrigin`) that is on the project's allow-list, always, and that is the calling
 * page's when the request has an Origin. A request without Origin (a server, a script) therefore cannot turn a
 * sign-in signed for another site into a session. Returns the data and the session's end.
 */
export function checkSiwxMessage(
  text: string,
  context: { now: number; origin: string | undefined; allowedOrigins: readonly string[] },
): { data: SIWXMessageData; expiresAt: number } {
  let data: SIWXMessageData
  try {
    data = parseSiwxMessage(text)
  } catch (error) {
    throw refuse((error as Error).message)
  }
  const namespace = data.chainId.split(':')[0] ?? ''
  if (!isAddressForNamespace(namespace, data.accountAddress))
    throw refuse(`message address is not a valid ${namespace} address`)
  const issuedAt = time(data.issuedAt, 'Issued At') ?? 0
  if (issuedAt < context.now - SIWX_ISSUED_AT_MAX_AGE_MS)
    throw refuse('message Issued At is too old; sign again')
  if (issuedAt > context.now + SIWX_CLOCK_SKEW_MS) throw refuse('message Issued At is in the future')
  const notBefore = time(data.notBefore, 'Not Before')
  if (notBefore !== undefined && notBefore > context.now + SIWX_CLOCK_SKEW_MS)
    throw refuse('message is not valid yet')
  const expiration = time(data.expirationTime, 'Expiration Time')
  if (expiration !== undefined && expiration <= context.now) throw refuse('message has expired')
  let messageOrigin: string
  try {
    messageOrigin = siwxMessageOrigin(data)
  } catch (error) {
    throw refuse((error as Error).message)
  }
  if (!isOriginAllowed(context.allowedOrigins, messageOrigin))
    throw refuse('message domain is not one of the project’s allowed origins')
  if (context.origin !== undefined && context.origin !== messageOrigin)
    throw refuse('message domain is not the calling page’s')
  const longest = context.now + SIWX_SESSION_TTL_MS
  return { data, expiresAt: Math.min(expiration ?? longest, longest) }
}

/** Checks the signature of a sign-in message by its namespace: EVM (EOA, ERC-1271, ERC-6492), ed25519, BIP-322. */
export async function verifySiwxSignature(
  evm: EvmSignatureVerifier,
  data: SIWXMessageData,
  message: string,
  signature: string,
): Promise<boolean> {
  const [namespace, reference] = data.chainId.split(':')
  if (namespace === 'eip155') {
    const chainId = Number(reference)
    if (!Number.isSafeInteger(chainId) || !evm.serves(chainId))
      throw refuse(`message Chain ID ${reference} is a chain this gateway does not serve`)
    return evm.verify({ chainId, address: data.accountAddress as `0x${string}`, message, signature })
  }
  if (namespace === 'solana') return verifySolanaSignature(data.accountAddress, message, signature)
  if (namespace === 'bip122') return verifyBitcoinSignature(data.accountAddress, message, signature)
  throw refuse(`sign-in on ${namespace} is not supported`)
}
