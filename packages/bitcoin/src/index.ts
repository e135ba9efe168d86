/**
 * `@portico/bitcoin`: the Bitcoin adapter over Sats Connect and Wallet Standard wallets.
 *
 * @module @portico/bitcoin
 */
export { paymentAccounts, type SatsAccount, toAccounts } from './accounts.js'
export { assertBitcoinAddress, isBitcoinAddress } from './address.js'
export { BITCOIN_NAMESPACE, BTC_DECIMALS, PAYMENT_PURPOSE, SATS_CONNECT_FEATURE } from './constants.js'
export {
  type BitcoinAdapter,
  createBitcoinAdapter,
  type SignPsbtParameters,
} from './createBitcoinAdapter.js'
export { bitcoinConnector, isBitcoinWallet } from './discovery.js'
export { BITCOIN_NETWORKS, bitcoin, bitcoinTestnet } from './networks.js'
export { type SatsConnectProvider, satsConnectProvider, satsRequest } from './satsConnect.js'
