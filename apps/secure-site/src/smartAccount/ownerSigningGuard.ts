import { type Address, getAddress, isAddress } from 'viem'
import { entryPoint06Address, entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'
import { FrameRequestError, UNAUTHORIZED } from '../frame/frameErrors.js'
import { type RpcRequest, typedDataOf } from '../frame/rpcRequests.js'

/** The ERC-4337 EntryPoints (v0.6 to v0.8): typed data in their domain is a user operation. */
const ENTRY_POINTS: readonly Address[] = [entryPoint06Address, entryPoint07Address, entryPoint08Address]
/** EIP-712 type names of user operations (v0.8 signs `PackedUserOperation` in the EntryPoint's domain). */
const USER_OPERATION_TYPES = new Set(['PackedUserOperation', 'UserOperation'])

/** Refusal messages (the frame answers them with EIP-1193 code 4100). */
export const SigningRefusals = {
  USER_OPERATION:
    'The wallet does not sign user operations for apps: send them with eth_sendUserOperation, which the wallet signs itself',
  PROTECTED_DOMAIN:
    'The wallet does not sign typed data for its own smart account or the EntryPoint: that signature would let the app act as the account',
} as const

const refuse = (message: string) => new FrameRequestError(UNAUTHORIZED, message)

/**
 * Issue 22 item 6: what the user's key refuses to sign for an app, whatever the approval screen would say,
 * because the signature would be the smart account's own authority:
 * - `eth_signTypedData_v4` of a user operation (`PackedUserOperation`/`UserOperation` as the primary type or
 *   among the types): in EntryPoint v0.8 the user-operation hash is that typed data's hash, so the key's
 *   signature is a valid signature of a user operation of the account (a drain);
 * - typed data whose domain's `verifyingContract` is the user's smart account (the account's ERC-1271
 *   signatures are the key's signature of `PorticoMessage(hash)` in that domain) or an EntryPoint.
 * `personal_sign` needs no rule here: its EIP-191 prefix makes the signature one of another hash, which the
 * account never accepts for a user operation (SimpleAccount v0.8 recovers the raw user-operation hash), and
 * `eth_sign` (a raw hash) is not an allowed method at all (O-05).
 * Only the secure site's own user-operation path (`eth_sendUserOperation`, sends) signs user operations.
 * @param smartAccounts the user's smart-account addresses known to the frame.
 * @throws {FrameRequestError} code 4100, before anything is shown to the user.
 */
export function assertOwnerMaySign(request: RpcRequest, smartAccounts: readonly Address[]): void {
  if (request.method !== 'eth_signTypedData_v4') return
  const typed = typedDataOf(request.params)
  const typeNames = [String(typed.primaryType), ...Object.keys(typed.types ?? {})]
  if (typeNames.some((name) => USER_OPERATION_TYPES.has(name))) throw refuse(SigningRefusals.USER_OPERATION)
  const verifyingContract = (typed.domain as { verifyingContract?: unknown } | undefined)?.verifyingContract
  if (typeof verifyingContract !== 'string') return
  if (!isAddress(verifyingContract, { strict: false })) return
  const contract = getAddress(verifyingContract)
  const protectedAddresses = [...ENTRY_POINTS, ...smartAccounts].map((a) => getAddress(a))
  if (protectedAddresses.includes(contract)) throw refuse(SigningRefusals.PROTECTED_DOMAIN)
}
