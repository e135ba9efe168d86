/** O-13: a transaction hash: `0x` and 64 hex digits. */
export const TRANSACTION_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/

/** O-13: a signed message: `0x` and at least 62 hex digits. */
export const SIGNED_MESSAGE_PATTERN = /^0x[0-9a-fA-F]{62,}$/

/** O-13: what an RPC result is. A string that is neither a hash nor a signature is `undefined` (malformed). */
export type RpcResultKind = 'transaction-hash' | 'signed-message' | 'object'

/** O-13: classifies a string result as a transaction hash or a signed message; anything else is an object. */
export function classifyRpcResult(result: unknown): RpcResultKind | undefined {
  if (typeof result !== 'string') return 'object'
  if (TRANSACTION_HASH_PATTERN.test(result)) return 'transaction-hash'
  if (SIGNED_MESSAGE_PATTERN.test(result)) return 'signed-message'
  return undefined
}

/** The result each EVM method that asks the user must answer with; other methods are not checked. */
const EXPECTED_RESULT: Readonly<Record<string, RpcResultKind>> = {
  eth_sendTransaction: 'transaction-hash',
  eth_sendUserOperation: 'transaction-hash',
  personal_sign: 'signed-message',
  eth_signTypedData_v4: 'signed-message',
}

/**
 * Whether the secure site's answer to `method` has the shape the method promises (a hash for a sent
 * transaction, a signature for a signed message). The app never receives a result that fails it.
 */
export function isExpectedRpcResult(method: string, result: unknown): boolean {
  const expected = EXPECTED_RESULT[method]
  return expected === undefined || classifyRpcResult(result) === expected
}
