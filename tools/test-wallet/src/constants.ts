import { JsonRpcErrorCodes, ProviderErrorCodes, USER_REJECTED_MESSAGE as REJECTED } from '@portico/core'
import { DEV_MNEMONIC } from '@portico/core/dev'

/** The standard development mnemonic; the devnet funds its accounts on every chain (TEST-CONTRACT.md). */
export const TEST_WALLET_MNEMONIC = DEV_MNEMONIC

/** EIP-6963 identity of the test wallet. */
export const TEST_WALLET_NAME = 'Portico Test Wallet'
export const TEST_WALLET_RDNS = 'dev.portico.testwallet'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/>' +
  '<path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff"/></svg>'

/** The wallet icon as a `data:` URI, as EIP-6963 requires. */
export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`

/** EIP-1193 and JSON-RPC error codes the wallet answers with. */
export const ErrorCodes = {
  USER_REJECTED: ProviderErrorCodes.USER_REJECTED,
  UNAUTHORIZED: ProviderErrorCodes.UNAUTHORIZED,
  UNSUPPORTED_METHOD: ProviderErrorCodes.UNSUPPORTED_METHOD,
  UNRECOGNIZED_CHAIN: ProviderErrorCodes.UNRECOGNIZED_CHAIN,
  INVALID_PARAMS: JsonRpcErrorCodes.INVALID_PARAMS,
  INTERNAL: JsonRpcErrorCodes.INTERNAL_ERROR,
} as const

/** EIP-1193's message for a rejected request. */
export const USER_REJECTED_MESSAGE = REJECTED

/** Key under which the browser build keeps its connection state (connected, chain, account). */
export const BROWSER_STATE_KEY = '@portico/test-wallet:state'
