import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { ErrorMessages } from './messages.js'

/** Invalid options passed to `createPortico`; the message names the option. */
export class InvalidOptionError extends BaseError {
  override name = 'InvalidOptionError'
  readonly option: string
  constructor(option: string, problem: string) {
    super(`Invalid option "${option}": ${problem}`, { category: 'CONFIGURATION', docsPath: '/docs/options' })
    this.option = option
  }
}

/** The wallet refused or failed the connection (C-21). */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.CONNECTION_REJECTED, { category: 'USER_REJECTED', ...parameters })
  }
}

/** The dialog closed while a connection was pending (C-25). */
/** The wallet answered the connect request with something that is not an account list (S). */
export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError'
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super(ErrorMessages.FAILED_TO_CONNECT, { category: 'WALLET', ...parameters })
  }
}

export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError'
  constructor() {
    super(ErrorMessages.MODAL_CLOSED, { category: 'USER_REJECTED' })
  }
}

/** No adapter registered for a namespace (R). */
export class AdapterMissingError extends BaseError {
  override name = 'AdapterMissingError'
  constructor(namespace: string) {
    super(ErrorMessages.adapterMissing(namespace))
  }
}

/** A gateway call answered a non-OK status (SPEC §7: the HTTP client throws with the code). */
export class GatewayError extends BaseError {
  override name = 'GatewayError'
  readonly status: number
  constructor(path: string, status: number, details?: string) {
    super(`Gateway request failed with status ${status}`, {
      category: 'NETWORK',
      details: details ?? `${path} answered ${status}`,
    })
    this.status = status
  }
}

/** A value failed validation (address, network id, email, name). */
export class ValidationError extends BaseError {
  override name = 'ValidationError'
}

/** The wallet answered something that is not what the protocol promises. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError'
  constructor(details: string, cause?: unknown) {
    super(ErrorMessages.SOMETHING_WENT_WRONG, { category: 'WALLET', details, cause })
  }
}

/** D-26: switching to a network the app did not configure; an app configuration problem, not reported. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor() {
    super(
      "Network not found - please make sure it is included in 'networks' array in createPortico function",
      { category: 'CONFIGURATION' },
    )
  }
}

/** S-38: a session that names its chains was asked to switch to another one. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(caipNetworkId: string) {
    super(ErrorMessages.CHAIN_NOT_SUPPORTED, {
      category: 'WALLET',
      details: `The connected session does not include ${caipNetworkId}`,
    })
  }
}
