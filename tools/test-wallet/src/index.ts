export { announceProvider, type Eip6963ProviderInfo } from './announce.js'
export type { BrowserTestWalletOptions, TestWalletControls } from './browser/options.js'
export {
  BROWSER_STATE_KEY,
  ErrorCodes,
  TEST_WALLET_ICON,
  TEST_WALLET_MNEMONIC,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  USER_REJECTED_MESSAGE,
} from './constants.js'
export {
  type CreateTestWalletOptions,
  createTestWallet,
  type RecordedRequest,
  type TestWallet,
  type TestWalletState,
} from './createTestWallet.js'
export { testWalletBundle, testWalletInitScript } from './initScript.js'
export { ProviderRpcError } from './providerError.js'
export { startTestChain, type TestChain } from './testing/anvil.js'
