/** The part of `@wallet-standard/app`'s `getWallets()` registry that adapters follow. */
export interface WalletRegistry<W> {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: (...wallets: W[]) => void): () => void
}

/**
 * Follows a wallet-standard registry (the Solana and Bitcoin adapters pass `getWallets()`): `onRegister` for
 * every wallet registered now and later, `onUnregister` when one goes away. Wallets come from any script on the
 * page, so a handler that throws on one is logged with `source` and discovery goes on. Returns the stop function.
 */
export function watchWalletRegistry<W>(
  registry: WalletRegistry<W>,
  source: string,
  handlers: { onRegister(wallet: W): void; onUnregister(wallet: W): void },
): () => void {
  const safely =
    (handler: (wallet: W) => void) =>
    (...wallets: W[]) => {
      for (const wallet of wallets) {
        try {
          handler(wallet)
        } catch (error) {
          console.warn(`${source}: a wallet-standard wallet could not be read`, error)
        }
      }
    }
  const register = safely(handlers.onRegister)
  const offRegister = registry.on('register', register)
  const offUnregister = registry.on('unregister', safely(handlers.onUnregister))
  register(...registry.get())
  return () => {
    offRegister()
    offUnregister()
  }
}
