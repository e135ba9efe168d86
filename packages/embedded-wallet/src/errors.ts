import { BaseError, ErrorMessages } from '@portico/core'

/**
 * An error of the embedded wallet (the frame, the login flows) whose message is one of the spec's strings
 * (F-09, F-10, F-30, S-34, S-36, S-37), shown as it is by the views. The underlying error, when there is one,
 * is its `cause`, kept out of the message so the message stays the spec's text.
 */
export class EmbeddedWalletError extends BaseError {
  override name = 'EmbeddedWalletError'
  constructor(message: string, cause?: unknown) {
    super(message, { category: 'SECURE_SITE_ERROR' })
    if (cause !== undefined) this.cause = cause
  }
}

/** S-37: the browser blocked the social login popup; the view says so and offers a retry. */
export class PopupBlockedError extends EmbeddedWalletError {
  override name = 'PopupBlockedError'
  constructor() {
    super(ErrorMessages.FAILED_TO_INITIATE_SOCIAL)
  }
}
