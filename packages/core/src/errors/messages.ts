/** User-facing messages of SPEC.md section 8, verbatim. */
export const ErrorMessages = {
  /** F-17: a malformed email (login and update email). */
  INVALID_EMAIL_TRY_AGAIN: 'Invalid email. Try again.',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  NETWORK_NOT_FOUND: 'Network not found',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  SIGNATURE_DECLINED: 'Signature declined',
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
} as const

/** Success snackbars of the account features (H-02 and ours for a mined send). */
export const SuccessMessages = {
  ADDRESS_COPIED: 'Address copied',
  TRANSACTION_SENT: 'Transaction sent',
} as const
