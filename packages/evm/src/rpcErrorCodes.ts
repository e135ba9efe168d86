import { JsonRpcErrorCodes } from '@portico/core'
import { WalletChainErrorCodes } from './constants.js'

/** O-14, S-44: the JSON-RPC 2.0 (and EIP-1474 -32000) error codes the adapter recognises (core's table). */
export { JsonRpcErrorCodes }

const NAMES: ReadonlyMap<number, string> = new Map([
  [JsonRpcErrorCodes.PARSE_ERROR, 'Parse error'],
  [JsonRpcErrorCodes.INVALID_REQUEST, 'Invalid Request'],
  [JsonRpcErrorCodes.METHOD_NOT_FOUND, 'Method not found'],
  [JsonRpcErrorCodes.INVALID_PARAMS, 'Invalid params'],
  [JsonRpcErrorCodes.INTERNAL_ERROR, 'Internal error'],
  [JsonRpcErrorCodes.INVALID_INPUT, 'Invalid input'],
  [WalletChainErrorCodes.UNRECOGNIZED_CHAIN, 'Unrecognized chain ID'],
  [WalletChainErrorCodes.DEFAULT, 'Chain error'],
  [WalletChainErrorCodes.INVALID_CHAIN_ID, 'Invalid chain ID'],
])

/**
 * O-14, S-44: the standard name of a JSON-RPC or wallet chain error code, or undefined for an unknown one.
 * Accepts a code or an error (its `code`, or the first `code` along its `cause` chain).
 *
 * @example
 * rpcErrorName(-32601) // 'Method not found'
 */
export function rpcErrorName(codeOrError: unknown): string | undefined {
  let current = codeOrError
  for (let depth = 0; depth < 10 && current !== undefined && current !== null; depth++) {
    if (typeof current === 'number') return NAMES.get(current)
    if (typeof current !== 'object') return undefined
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number' && NAMES.has(code)) return NAMES.get(code)
    current = cause
  }
  return undefined
}
