import { BaseError } from '@portico/core'

/** Why a WalletConnect message, URI or relay exchange was refused; `code` names the check that failed. */
export class WalletConnectProtocolError extends BaseError {
  override name = 'WalletConnectProtocolError'
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
      | 'NAMESPACES'
      | 'INVALID_INPUT',
    message: string,
  ) {
    super(message, { category: 'WALLET' })
  }
}
