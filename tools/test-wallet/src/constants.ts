/** The standard development mnemonic; the devnet funds its accounts on every chain (TEST-CONTRACT.md). */
export const TEST_WALLET_MNEMONIC = 'test test test test test test test test test test test junk'

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
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  UNRECOGNIZED_CHAIN: 4902,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
} as const

/** EIP-1193's message for a rejected request. */
export const USER_REJECTED_MESSAGE = 'User rejected the request.'

/** Key under which the browser build keeps its connection state (connected, chain, account). */
export const BROWSER_STATE_KEY = '@portico/test-wallet:state'
