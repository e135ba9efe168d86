import { type Address, type Hex, hexToBigInt, isAddress, isAddressEqual, isHex } from 'viem'
import type { SmartAccountClient } from './smartAccountClient.js'

/** The fields of an app's user operation the embedded wallet takes; it fills and signs the rest itself. */
export interface CheckedUserOperation {
  callData: Hex
  nonce?: bigint
  callGasLimit?: bigint
  verificationGasLimit?: bigint
  preVerificationGas?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

const GAS_FIELDS = [
  'nonce',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

const fail = (detail: string) => new Error(`eth_sendUserOperation: ${detail}`)

/**
 * O-03 `eth_sendUserOperation` ([userOperation, entryPoint], ERC-4337): checked before the user is asked. The
 * operation must be this account's (`sender`) for its EntryPoint, with `callData`; its numbers, when given, are
 * hex quantities. Its signature is ignored: the wallet signs what it sends.
 * @throws naming the field that is wrong.
 */
export function checkUserOperationRequest(smart: SmartAccountClient, params: unknown): CheckedUserOperation {
  const [operation, entryPoint] = Array.isArray(params) ? params : []
  if (typeof operation !== 'object' || operation === null) throw fail('params[0] must be a user operation')
  const op = operation as Record<string, unknown>
  if (typeof op.sender !== 'string' || !isAddress(op.sender) || !isAddressEqual(op.sender, smart.address))
    throw fail(`sender must be the account ${smart.address}`)
  if (
    typeof entryPoint !== 'string' ||
    !isAddress(entryPoint) ||
    !isAddressEqual(entryPoint as Address, smart.entryPoint)
  )
    throw fail(`params[1] must be the EntryPoint ${smart.entryPoint}`)
  if (typeof op.callData !== 'string' || !isHex(op.callData) || op.callData.length < 10)
    throw fail('callData must be 0x-prefixed hex of a call to the account')
  const checked: CheckedUserOperation = { callData: op.callData }
  for (const field of GAS_FIELDS) {
    const value = op[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
      throw fail(`${field} must be a hex quantity`)
    checked[field] = hexToBigInt(value as Hex)
  }
  return checked
}

/** After the user approved: fills what is missing, signs with the account and sends; resolves the operation's hash. */
export function sendUserOperation(smart: SmartAccountClient, checked: CheckedUserOperation): Promise<Hex> {
  return smart.bundler.sendUserOperation({ account: smart.account, ...checked })
}
