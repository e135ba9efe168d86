import { BaseError, ProviderErrorCodes, ProviderRpcError } from '@portico/core'
import { REASONS } from './protocol/methods.js'

/** The EIP-1193 provider error (core's, shared by every adapter). */
export { ProviderRpcError }

const REQUEST_FAILED = 'WalletConnect request failed'

/** Sign API reason codes with an EIP-1193 equivalent. */
const EIP1193_CODES: Record<number, number> = {
  [REASONS.USER_REJECTED.code]: ProviderErrorCodes.USER_REJECTED,
  [REASONS.UNSUPPORTED_METHODS.code]: ProviderErrorCodes.UNSUPPORTED_METHOD,
  [REASONS.UNSUPPORTED_CHAINS.code]: ProviderErrorCodes.CHAIN_DISCONNECTED,
  [REASONS.USER_DISCONNECTED.code]: ProviderErrorCodes.DISCONNECTED,
}

/** Turns what the client or the wallet rejects with (often a plain `{code, message}`) into a {@link ProviderRpcError}. */
export function toProviderError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (error && typeof error === 'object') {
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
    const text = typeof message === 'string' && message ? message : REQUEST_FAILED
    if (typeof code === 'number') return new ProviderRpcError(EIP1193_CODES[code] ?? code, text, data)
    return new BaseError(text, { category: 'WALLET', cause: error })
  }
  return new BaseError(typeof error === 'string' && error ? error : REQUEST_FAILED, { category: 'WALLET' })
}
