import { SOLANA_DEVNET_VERSION } from '../constants.js'
import type { Params } from '../params.js'
import type { SolanaChain } from '../solanaChain.js'

/** What every method handler gets besides its params. */
export interface MethodContext {
  chain: SolanaChain
  genesisHash: string
  /** Resolves the faucet transfer behind `requestAirdrop`. */
  airdrop(to: string, lamports: bigint): Promise<string>
}

/** A JSON-RPC method of the devnet Solana. */
export type MethodHandler = (params: Params, context: MethodContext) => unknown

/** Solana's `{ context, value }` answer wrapper, at the chain's current slot. */
export const withContext = (chain: SolanaChain, value: unknown) => ({
  context: { slot: chain.slot, apiVersion: SOLANA_DEVNET_VERSION['solana-core'] },
  value,
})
