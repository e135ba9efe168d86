import { AlertMessages, ErrorMessages } from '@portico/core'

/** F-06: the frame counts as ready 500 ms after its READY event. */
export const FRAME_READY_DELAY_MS = 500
/** F-07: a non-sync app event waits at most 20 s for the frame to be ready. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** F-08: connect and login requests time out after 120 s. */
export const CONNECT_TIMEOUT_MS = 120_000
/** F-12: disconnect waits at most 3 s for the sign-out confirmation. */
export const SIGN_OUT_TIMEOUT_MS = 3000
/** F-02: the hidden iframe's id and name. */
export const FRAME_ID = 'w3m-iframe'
export const FRAME_NAME = 'w3m-secure-iframe'
/** F-02: prefixes of app events (app → frame) and frame events (frame → app). */
export const APP_EVENT_PREFIX = '@w3m-app/'
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** Messages of F-07 to F-10 (verbatim). */
export const FrameMessages = {
  /** F-07 alert. */
  NETWORK_ERROR: 'Network Error - Could not load embedded wallet',
  /** F-08 alert. */
  REQUEST_TIMED_OUT: 'Embedded Wallet Request Timed Out',
  /** F-09. */
  UNABLE_TO_LOAD: 'Unable to load email login dependency',
  /** F-10, RPC requests. */
  REQUEST_ABORTED: 'Request was aborted',
  /** F-10, other app events. */
  SOMETHING_WENT_WRONG: ErrorMessages.SOMETHING_WENT_WRONG,
  /** The secure site's answer when the user rejects a request on its approval screen (EIP-1193 4001). */
  USER_REJECTED: 'User rejected the request',
  /** F-04: an error without a message. */
  AN_ERROR_OCCURRED: ErrorMessages.AN_ERROR_OCCURRED,
  /** F-17. */
  INVALID_EMAIL: 'Invalid email. Try again.',
  /** F-30. */
  INVALID_APP_CONFIGURATION: AlertMessages.INVALID_APP_CONFIGURATION,
} as const
