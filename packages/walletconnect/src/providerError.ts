/** An EIP-1193 provider error: a message plus the numeric `code` wallets and adapters switch on. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** Turns what the official client rejects with (often a plain `{code, message}`) into a {@link ProviderRpcError}. */
export function toProviderError(error: unknown): Error {
  if (error instanceof ProviderRpcError) return error
  if (error && typeof error === 'object') {
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
    const text = typeof message === 'string' && message ? message : 'WalletConnect request failed'
    if (typeof code === 'number') return new ProviderRpcError(code, text, data)
    if (error instanceof Error) return error
    return new Error(text)
  }
  return new Error(typeof error === 'string' && error ? error : 'WalletConnect request failed')
}
