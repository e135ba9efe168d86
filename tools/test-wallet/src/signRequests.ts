import { type Hex, isHex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { invalidParams } from './params.js'

/** `personal_sign` data: hex is signed as raw bytes, anything else as a UTF-8 string (as wallets do). */
export function signPersonalMessage(account: HDAccount, data: unknown): Promise<Hex> {
  if (typeof data !== 'string') invalidParams('personal_sign data must be a string')
  return isHex(data, { strict: true })
    ? account.signMessage({ message: { raw: data } })
    : account.signMessage({ message: data })
}

/** `eth_signTypedData_v4`: the typed data arrives as a JSON string (or, from lenient callers, an object). */
export function signTypedDataV4(account: HDAccount, raw: unknown): Promise<Hex> {
  let typedData: unknown = raw
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw)
    } catch {
      invalidParams('eth_signTypedData_v4 typed data must be JSON')
    }
  }
  if (typeof typedData !== 'object' || typedData === null) invalidParams('typed data must be an object')
  const { domain, types, primaryType, message } = typedData as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string') {
    invalidParams('typed data needs types and primaryType')
  }
  const { EIP712Domain: _domainType, ...messageTypes } = types as Record<string, unknown>
  const definition = { domain: domain ?? {}, types: messageTypes, primaryType, message: message ?? {} }
  return account.signTypedData(definition as Parameters<HDAccount['signTypedData']>[0])
}
