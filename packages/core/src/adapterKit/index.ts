export { createAdapterEmitter } from './adapterEmitter.js'
export { type WalletRegistry, watchWalletRegistry } from './watchWalletRegistry.js'
