/**
 * `@portico/solana`: the Solana adapter over Wallet Standard wallets.
 *
 * @module @portico/solana
 */
export { assertSolanaAddress, isSolanaPublicKey } from './address.js'
export { LAMPORTS_PER_SOL, SOL_DECIMALS, SOLANA_NAMESPACE, WalletFeatures } from './constants.js'
export {
  createSolanaAdapter,
  type SendTokenTransferParameters,
  type SolanaAdapter,
} from './createSolanaAdapter.js'
export { isSolanaWallet, walletConnector, walletProblem } from './discovery.js'
export {
  SOLANA_NETWORKS,
  solana,
  solanaDevnet,
  solanaPorticoLocal,
  solanaTestnet,
  walletChain,
} from './networks.js'
export { formatUnits } from './units.js'
