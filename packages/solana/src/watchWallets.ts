import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * Follows the wallet-standard registry of the page: calls `onRegister` for every wallet registered now and
 * later, `onUnregister` when one goes away. A listener that throws is logged and does not stop discovery.
 * Returns the function that stops following.
 */
export function watchWallets(handlers: {
  onRegister(wallet: Wallet): void
  onUnregister(wallet: Wallet): void
}) {
  const safely =
    (handler: (wallet: Wallet) => void) =>
    (...wallets: Wallet[]) => {
      for (const wallet of wallets) {
        try {
          handler(wallet)
        } catch (error) {
          console.warn('@portico/solana: a wallet-standard wallet could not be read', error)
        }
      }
    }
  const registry = getWallets()
  const register = safely(handlers.onRegister)
  const offRegister = registry.on('register', register)
  const offUnregister = registry.on('unregister', safely(handlers.onUnregister))
  register(...registry.get())
  return () => {
    offRegister()
    offUnregister()
  }
}
