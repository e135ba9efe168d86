/** Why a WalletConnect message, URI or relay exchange was refused; `code` names the check that failed. */
export class WalletConnectProtocolError extends Error {
  override readonly name = 'WalletConnectProtocolError'
  constructor(
    readonly code:
      | 'INVALID_URI'
      | 'DECRYPT_FAILED'
      | 'INVALID_ENVELOPE'
      | 'UNKNOWN_TOPIC'
      | 'INVALID_MESSAGE'
      | 'RELAY_REFUSED'
      | 'RELAY_CLOSED'
      | 'EXPIRED'
      | 'NAMESPACES',
    message: string,
  ) {
    super(message)
  }
}
