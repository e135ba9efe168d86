import { BaseError } from './BaseError.js'

/**
 * EIP-1193 provider error codes (4001 to 4901) and EIP-3085's unknown chain (4902): one table for the adapters,
 * the embedded wallet, the test wallets and the services, instead of a copy each.
 */
export const ProviderErrorCodes = {
  /** The user rejected the request. */
  USER_REJECTED: 4001,
  /** The method or account is not authorised (nothing connected). */
  UNAUTHORIZED: 4100,
  /** The provider does not support the method. */
  UNSUPPORTED_METHOD: 4200,
  /** The provider is disconnected from all chains. */
  DISCONNECTED: 4900,
  /** The provider is not connected to the requested chain. */
  CHAIN_DISCONNECTED: 4901,
  /** EIP-3085: the wallet does not know the chain (add it with wallet_addEthereumChain). */
  UNRECOGNIZED_CHAIN: 4902,
} as const

/** JSON-RPC 2.0 error codes, and EIP-1474's -32000 (invalid input, also "server error" for upstream failures). */
export const JsonRpcErrorCodes = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
} as const

/** EIP-1193's message for a rejected request. */
export const USER_REJECTED_MESSAGE = 'User rejected the request.'

/**
 * An EIP-1193 provider error: a message plus the numeric `code` wallets, viem and adapters switch on (see
 * {@link ProviderErrorCodes} and {@link JsonRpcErrorCodes}).
 *
 * @example
 * throw new ProviderRpcError(ProviderErrorCodes.UNAUTHORIZED, 'Not connected')
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message, {
      category: code === ProviderErrorCodes.USER_REJECTED ? 'USER_REJECTED' : 'WALLET',
    })
    this.code = code
    this.data = data
  }
}
