/**
 * `@portico/appkit-compat/networks`: what `@reown/appkit/networks` gives an app: every EVM chain viem knows, the
 * Solana and Bitcoin networks (all from `@portico/core/networks`), and `defineChain` for a custom network.
 */
export * from '@portico/core/networks'
export { type DefineChainParameters, defineChain } from './defineChain.js'
