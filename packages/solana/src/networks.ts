import { type CaipNetwork, solana, solanaDevnet, solanaPorticoLocal, solanaTestnet } from '@portico/core'

/** `solanaPorticoLocal` (the devnet Solana, `solana:portico-local`) lives in core beside the devnet EVM chains. */
export { solana, solanaDevnet, solanaPorticoLocal, solanaTestnet }

/** Every Solana network the adapter knows: the spec's three (D-02) and the devnet's. */
export const SOLANA_NETWORKS: readonly CaipNetwork[] = [
  solana,
  solanaDevnet,
  solanaTestnet,
  solanaPorticoLocal,
]

export { walletChain } from './walletChain.js'
