import type { CheckedSessionRequest } from '@portico/core'
import { type Address, createPublicClient, type Hex, http, type PublicClient, parseAbi } from 'viem'
import { ApiError } from '../http/errors.js'

/** The read functions of PorticoSmartAccount's sessions (tools/devnet/contracts/PorticoSmartAccount.sol). */
const sessionAbi = parseAbi([
  'struct State { address key; uint48 validUntil; bool revoked; uint256 nativeLimit; uint256 nativeSpent; }',
  'function getSession(bytes32 id) view returns (State)',
  'function isCallAllowed(bytes32 id, address target, bytes4 selector) view returns (bool)',
  'struct TokenSpend { bool limited; uint256 limit; uint256 spent; }',
  'function getTokenSpend(bytes32 id, address token) view returns (TokenSpend)',
])

const clients = new Map<string, PublicClient>()

/** A viem public client of an upstream chain node (one per URL, reused). */
export function chainClient(rpcUrl: string, timeoutMs: number): PublicClient {
  let client = clients.get(rpcUrl)
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) })
    clients.set(rpcUrl, client)
  }
  return client
}

const invalid = (field: string, message: string) =>
  new ApiError(400, 'INVALID_PARAM', `${field}: ${message}`, field)

/**
 * The session `pci` of `account` must be granted on chain exactly as requested: same key and expiry, not
 * revoked, every call allowed, the same native and token limits. Only the account's owner can grant, so this
 * proves the owner wants it.
 * @throws {ApiError} 400 on `pci` when the chain says otherwise.
 */
export async function assertGrantedOnChain(
  client: PublicClient,
  account: Address,
  pci: Hex,
  checked: CheckedSessionRequest,
): Promise<void> {
  const read = <T>(functionName: string, args: readonly unknown[]) =>
    client.readContract({ address: account, abi: sessionAbi, functionName, args } as never) as Promise<T>
  const state = await read<{ key: Address; validUntil: number; revoked: boolean; nativeLimit: bigint }>(
    'getSession',
    [pci],
  ).catch(() => undefined)
  const notGranted = (what: string) => invalid('pci', `is not granted on chain as requested (${what})`)
  if (!state || state.key.toLowerCase() !== checked.key.toLowerCase()) throw notGranted('session key')
  if (state.revoked) throw notGranted('revoked')
  if (Number(state.validUntil) !== checked.expiry) throw notGranted('expiry')
  if (state.nativeLimit !== checked.nativeLimit) throw notGranted('native limit')
  for (const call of checked.calls) {
    if (!(await read<boolean>('isCallAllowed', [pci, call.target, call.selector]))) throw notGranted('calls')
  }
  for (const token of checked.tokens) {
    const spend = await read<{ limited: boolean; limit: bigint }>('getTokenSpend', [pci, token.token])
    if (!spend.limited || spend.limit !== token.limit) throw notGranted('token limits')
  }
}
