import { EIP155_NODE_READ_METHODS } from '@portico/core'

/** O-02: methods the embedded wallet answers without asking the user (the complete proposed list). */
export const SAFE_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  ...EIP155_NODE_READ_METHODS,
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'wallet_getAssets',
])

/** O-03: methods that need the user's approval on the secure site (exactly these 11). */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/** How the embedded wallet treats an RPC method: answered at once, approved by the user, or refused (O-05). */
export type MethodClass = 'safe' | 'unsafe' | 'not-allowed'

/** O-02/O-03/O-05: the class of `method`. */
export function classifyMethod(method: string): MethodClass {
  if (SAFE_METHODS.has(method)) return 'safe'
  if (UNSAFE_METHODS.has(method)) return 'unsafe'
  return 'not-allowed'
}
