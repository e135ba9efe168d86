export { BITCOIN_TEST_MNEMONIC, type BitcoinTestKey, bitcoinTestKeys } from './bitcoinKeys.js'
export {
  BITCOIN_TEST_WALLET_NAME,
  BITCOIN_TESTNET_CHAIN,
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  SATS_CONNECT_FEATURE,
  type SatsConnectResponse,
} from './bitcoinTestWallet.js'
export { bitcoinWalletBundle, installBitcoinTestWallet } from './browserWallet.js'
export { signPsbt } from './signPsbt.js'
export {
  type Bip122HandlerOptions,
  bip122WalletConnectHandler,
  type TestUtxo,
} from './walletConnect.js'
