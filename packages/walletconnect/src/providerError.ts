import { BaseError, ProviderRpcError } from '@portico/core'

/** The EIP-1193 provider error (core's, shared by every adapter). */
export { ProviderRpcError }

const REQUEST_FAILED = 'WalletConnect request failed'

/** Turns what the official client rejects with (often a plain `{code, message}`) into a {@link ProviderRpcError}. */
export function toProviderError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (error && typeof error === 'object') {
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
    const text = typeof message === 'string' && message ? message : REQUEST_FAILED
    if (typeof code === 'number') return new ProviderRpcError(code, text, data)
    return new BaseError(text, { category: 'WALLET', cause: error })
  }
  return new BaseError(typeof error === 'string' && error ? error : REQUEST_FAILED, { category: 'WALLET' })
}
