import { type CaipNetwork, solana, solanaDevnet, solanaTestnet } from '@portico/core'
import { SOLANA_NAMESPACE } from './constants.js'
import { SOLANA_CLUSTER_IDS } from './walletChain.js'

export { solana, solanaDevnet, solanaTestnet }

/** The devnet Solana of tools/devnet (TEST-CONTRACT.md): `solana:portico-local`, JSON-RPC on 8899, WebSocket on 8900. */
export const solanaPorticoLocal: CaipNetwork = {
  id: SOLANA_CLUSTER_IDS.localnet,
  name: 'Solana Local',
  network: 'portico-local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
  chainNamespace: SOLANA_NAMESPACE,
  caipNetworkId: 'solana:portico-local',
}

/** Every Solana network the adapter knows: the spec's three (D-02) and the devnet's. */
export const SOLANA_NETWORKS: readonly CaipNetwork[] = [
  solana,
  solanaDevnet,
  solanaTestnet,
  solanaPorticoLocal,
]

export { walletChain } from './walletChain.js'
