import { registerWallet } from '@wallet-standard/wallet'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
} from './solanaTestWallet.js'

/**
 * Creates the Solana test wallet and registers it through wallet-standard in the current window (a page, or
 * jsdom in Node), as a wallet extension does.
 */
export function registerSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const wallet = createSolanaTestWallet(options)
  registerWallet(wallet)
  return wallet
}
