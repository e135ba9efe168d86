import { EIP155_NODE_READ_METHODS } from '@portico/core'
import { SOLANA_READ_METHODS, SOLANA_SEND_METHODS } from './solanaMethods.js'

/**
 * O-01, O-02: the methods the RPC proxy forwards, per CAIP-2 namespace. An explicit allow-list: anything not
 * named here (node signing, unlocked-account sending, `anvil_*`, `debug_*`, …) is refused before it reaches
 * the node. `eth_accounts` is left out on purpose: on a node with unlocked accounts it reveals them, and a
 * wallet, not the gateway, answers it (docs/decisions.md).
 */
export const EIP155_READ_METHODS: readonly string[] = [
  ...EIP155_NODE_READ_METHODS,
  'net_version',
  'net_listening',
  'web3_clientVersion',
]

/** The one writing method forwarded: a transaction the wallet has already signed. */
export const EIP155_SEND_METHODS: readonly string[] = ['eth_sendRawTransaction']

/**
 * ERC-4337 user-operation methods (REQUIREMENTS O-02, O-03). A chain node does not answer them, a bundler does:
 * they are forwarded to the chain's bundler (`bundlerUrls`, env `PORTICO_BUNDLER_URLS`) and refused like any
 * other method outside the list on a chain without one.
 */
export const EIP155_USER_OPERATION_METHODS: readonly string[] = [
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_sendUserOperation',
]

/** Allowed methods per CAIP-2 namespace; a namespace not listed forwards nothing. */
const ALLOWED_BY_NAMESPACE: Readonly<Record<string, ReadonlySet<string>>> = {
  eip155: new Set([...EIP155_READ_METHODS, ...EIP155_SEND_METHODS]),
  solana: new Set([...SOLANA_READ_METHODS, ...SOLANA_SEND_METHODS]),
}

const USER_OPERATION_METHODS: ReadonlySet<string> = new Set(EIP155_USER_OPERATION_METHODS)

/** What decides the list beyond the namespace. */
export interface AllowListOptions {
  /** True when a bundler upstream serves user operations for the chain. */
  bundler?: boolean
}

/** True when `method` is one of the user-operation methods a bundler answers. */
export function isUserOperationMethod(method: string): boolean {
  return USER_OPERATION_METHODS.has(method)
}

/**
 * True when the proxy forwards `method` on a chain of `namespace` (`eip155` for `eip155:31337`): the reads
 * and `eth_sendRawTransaction`, plus the user-operation methods when a bundler is configured; on `solana`
 * the reads of `SOLANA_READ_METHODS` and `sendTransaction`. bip122 forwards nothing (no Bitcoin node).
 *
 * @example
 * isMethodAllowed('eth_call') // true
 * isMethodAllowed('eth_sendTransaction') // false
 */
export function isMethodAllowed(
  method: string,
  namespace = 'eip155',
  options: AllowListOptions = {},
): boolean {
  const allowed = Object.hasOwn(ALLOWED_BY_NAMESPACE, namespace) ? ALLOWED_BY_NAMESPACE[namespace] : undefined
  if (allowed?.has(method)) return true
  return namespace === 'eip155' && options.bundler === true && USER_OPERATION_METHODS.has(method)
}
