// What the Bitcoin test wallet announces, with no dependency, so the browser build can share it.

/** Name the Bitcoin test wallet registers under (its connector id). */
export const BITCOIN_TEST_WALLET_NAME = 'Portico Bitcoin Test Wallet'

/** The wallet-standard feature through which sats-connect wallets (Xverse) expose their `request` provider. */
export const SATS_CONNECT_FEATURE = 'sats-connect:' as const

/** Bitcoin testnet, the chain the test wallet's keys belong to. */
export const BITCOIN_TESTNET_CHAIN = 'bip122:000000000933ea01ad0ee984209779ba' as const

export const BITCOIN_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y3OTMxYSIvPjwvc3ZnPg==' as const

/** The Playwright binding through which the page's wallet reaches the keys held in the test's process. */
export const BITCOIN_REQUEST_BINDING = '__porticoBitcoinTestWalletRequest'

/** The page's storage key holding the granted accounts across reloads. */
export const BITCOIN_STATE_KEY = 'portico-bitcoin-test-wallet'
