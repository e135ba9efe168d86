/**
 * An error the frame answers with an EIP-1193 code (`_ERROR` payload `{ code, message }`), so the app's provider
 * throws a `ProviderRpcError` with that code: 4100 for a request the wallet will not carry out for any app
 * (not authorised), 4200 for a method it does not support.
 */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** EIP-1193's 4100: the wallet does not authorise this request (for any app, whatever the user approves). */
export const UNAUTHORIZED = 4100
