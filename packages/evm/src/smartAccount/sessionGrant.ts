import { type Address, encodeFunctionData, type Hex, toFunctionSelector } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { porticoSmartAccountAbi } from './smartAccountAbi.js'

/** What a session key may do on a PorticoSmartAccount (SessionPolicy.Grant on chain). */
export interface SessionGrant {
  /** The session key's address. */
  key: Address
  /** Expiry, unix seconds (compared with the block time by the EntryPoint). */
  validUntil: number
  /** Total wei the session may send, over all its calls. */
  nativeLimit: bigint
  /** Allowed (contract, function selector) pairs; selector `0x00000000` allows a plain native transfer. */
  calls: { target: Address; selector: Hex }[]
  /** ERC-20 spend limits: `transfer`, `approve` and `transferFrom` amounts on `token` count against `limit`. */
  tokens: { token: Address; limit: bigint }[]
}

/** The selector of a function signature, e.g. `transfer(address,uint256)` → `0xa9059cbb`. */
export const selectorOf = (signature: string): Hex => toFunctionSelector(signature)

export { NATIVE_TRANSFER_SELECTOR } from '@portico/core'

/** A fresh random session id (the permission context id, `pci`, the gateway and the app refer to it by). */
export function newSessionId(): Hex {
  return generatePrivateKey()
}

/**
 * The call an account makes to itself to grant a session (send it as one of the owner's user-operation calls,
 * alone or batched with others; the account accepts it from itself or its owner only).
 */
export function grantSessionCall(account: Address, id: Hex, grant: SessionGrant): { to: Address; data: Hex } {
  return {
    to: account,
    data: encodeFunctionData({
      abi: porticoSmartAccountAbi,
      functionName: 'grantSession',
      args: [id, grant],
    }),
  }
}

/** The call an account makes to itself to revoke a session. */
export function revokeSessionCall(account: Address, id: Hex): { to: Address; data: Hex } {
  return {
    to: account,
    data: encodeFunctionData({ abi: porticoSmartAccountAbi, functionName: 'revokeSession', args: [id] }),
  }
}
