export {
  type BrowserSolanaTestWalletOptions,
  SOLANA_CONTROLS_GLOBAL,
  SOLANA_STATE_KEY,
} from './browserOptions.js'
export { solanaTestWalletInitScript } from './initScript.js'
export { registerSolanaTestWallet } from './register.js'
export { type SignedWireTransaction, signWireTransaction } from './signTransaction.js'
export { SOLANA_TEST_MNEMONIC, type SolanaTestKey, solanaTestKey } from './solanaKeys.js'
export {
  createSolanaTestWallet,
  SOLANA_TEST_WALLET_NAME,
  SOLANA_WALLET_CHAINS,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
  WalletRejectedError,
} from './solanaTestWallet.js'
