import type { SolanaTestWalletOptions } from './solanaTestWallet.js'

/** Where the init script puts the options before the bundle runs. */
export const SOLANA_OPTIONS_GLOBAL = '__porticoSolanaTestWalletOptions'

/** Where the page exposes the wallet's test controls (`setAccount`, `rejectNext`, `calls`). */
export const SOLANA_CONTROLS_GLOBAL = '__porticoSolanaTestWallet'

/** The page's storage key that remembers the authorisation across reloads. */
export const SOLANA_STATE_KEY = 'portico-solana-test-wallet'

/** Options of the browser build: the wallet's options without callbacks. */
export type BrowserSolanaTestWalletOptions = Omit<SolanaTestWalletOptions, 'onAuthorisedChange'>
