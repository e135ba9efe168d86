import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { DevnetManifestSolana } from '../manifest.js'
import { SOLANA_PUSD } from './constants.js'
import type { SolanaDevnet } from './startSolanaDevnet.js'

/** The `solana` part of the devnet manifest for a running devnet Solana. */
export function solanaManifest(solana: SolanaDevnet): DevnetManifestSolana {
  return {
    caipNetworkId: solana.caipNetworkId,
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    genesisHash: solana.genesisHash,
    tokens: [
      { kind: 'spl', ...SOLANA_PUSD, mint: solana.seed.pusdMint, tokenProgram: TOKEN_PROGRAM_ADDRESS },
    ],
    accounts: solana.seed.accounts,
  }
}
