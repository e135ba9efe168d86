export { createAdapterEmitter } from './adapterEmitter.js'
export { accountsConnection, createWalletDirectory, type WalletDirectory } from './walletDirectory.js'
export { walletStandardBase } from './walletStandardBase.js'
export { type WalletRegistry, watchWalletRegistry } from './watchWalletRegistry.js'
