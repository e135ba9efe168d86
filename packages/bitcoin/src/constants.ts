/** The adapter's chain namespace (CAIP-2 `bip122`). */
export const BITCOIN_NAMESPACE = 'bip122' as const

/** The wallet-standard feature through which sats-connect wallets (Xverse and others) expose `request`. */
export const SATS_CONNECT_FEATURE = 'sats-connect:'

/** BTC has 8 decimals (D-02). */
export const BTC_DECIMALS = 8

/** E-22: the adapter connects payment addresses only. */
export const PAYMENT_PURPOSE = 'payment'
