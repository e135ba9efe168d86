/** User-facing messages of SPEC.md section 8, verbatim. */
export const ErrorMessages = {
  /** F-17: a malformed email (login and update email). */
  INVALID_EMAIL_TRY_AGAIN: 'Invalid email. Try again.',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  /** S-34: the social popup (or the Farcaster dialog) was closed. */
  POPUP_CLOSED: 'Popup closed',
  /** S-37: no redirect URI or popup, or the redirect-URI call threw. */
  FAILED_TO_INITIATE_SOCIAL: 'Failed to initiate social connection',
  /** F-20 (proposed): the Farcaster URL could not be fetched (GET_FARCASTER_URI). */
  FAILED_TO_CONNECT_FARCASTER: 'Failed to connect to farcaster',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  NETWORK_NOT_FOUND: 'Network not found',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  SIGNATURE_DECLINED: 'Signature declined',
  /** M-03 (proposed): a smart account's sign-in signature was refused. */
  SMART_ACCOUNT_SIWX: 'This application might not support Smart Accounts',
  /** M-05, S-31 */
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  /** M-06, S-18, verbatim (sic). */
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  AN_ERROR_OCCURRED: 'An error occurred',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  CHAIN_REQUIRED_ACCOUNT_DATA: 'Chain is required to update chain account data',
  CHAIN_REQUIRED_ACCOUNT_PROP: 'Chain is required to set account prop',
  /** S-40: the spec's string verbatim (AppKit spells it 'WalletConnectConnector'; see docs/decisions.md). */
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectorConnector not found',
  /** K-07 */
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  /** K-11 (proposed) */
  TRANSACTIONS_NEED_ADDRESS: "Transactions can't be fetched without an accountAddress",
  /** G-02 (proposed) */
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  /** G (proposed): a send the wallet refused or that failed outside Portico. */
  TRANSACTION_ERROR: 'Transaction error',
  /** H-02 (proposed) */
  FAILED_TO_COPY: 'Failed to copy',
  /** Ours: the native balance cannot pay the estimated network fee of a send. */
  notEnoughForFee: (symbol: string) => `Not enough ${symbol} to pay the network fee`,
  /** S: "Adapter for namespace {ns} doesn't exist". */
  adapterMissing: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
} as const

/** Alert titles of SPEC.md section 8, verbatim. */
export const AlertMessages = {
  NETWORK_NOT_FOUND: 'Network Not Found',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  SERVER_ERROR: 'Server Error',
  RATE_LIMITED: 'Rate Limited',
  /** S-08, P-16: the provider says 'JWT validation error: JWT Token is not yet valid'. */
  SESSION_EXPIRED: 'Session Expired',
} as const

/** Success snackbars of the account features (H-02 and ours for a mined send). */
export const SuccessMessages = {
  ADDRESS_COPIED: 'Address copied',
  TRANSACTION_SENT: 'Transaction sent',
} as const

/**
 * I-11, I-12 (proposed), S-02, S-03: the swap's labels, snackbars and errors, verbatim. Apart from
 * ErrorMessages, so the first chunk (which keeps ErrorMessages whole) does not carry them.
 */
export const SwapMessages = {
  SELECT_TOKEN: 'Select token',
  ENTER_AMOUNT: 'Enter amount',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  REVIEW_SWAP: 'Review swap',
  CONFIRM_IN_WALLET: 'Confirm transaction in your wallet',
  /** I-12 (proposed): swap failures, verbatim. */
  FAILED_TO_INITIALIZE_SWAP: 'Failed to initialize swap',
  FAILED_TO_FETCH_NETWORK_PRICE: 'Failed to fetch network token price',
  FAILED_TO_CHECK_ALLOWANCE: 'Failed to check allowance',
  FAILED_TO_CREATE_APPROVAL: 'Failed to create approval transaction',
  FAILED_TO_CREATE_TRANSACTION: 'Failed to create transaction',
  /** S-02, S-03 */
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  /** Ours: the pools moved between the quote and the swap; the new quote is shown instead of sending. */
  SWAP_QUOTE_CHANGED: 'The price changed. Review the new quote.',
  /** `x` is shown to 3 decimals. */
  swapping: (from: string, x: string, to: string) => `Swapping ${from} to ${x} ${to}`,
  swapped: (from: string, x: string, to: string) => `Swapped ${from} to ${x} ${to}`,
} as const
