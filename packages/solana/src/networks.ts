import { type CaipNetwork, solana, solanaDevnet, solanaTestnet, ValidationError } from '@portico/core'
import { SOLANA_NAMESPACE } from './constants.js'

export { solana, solanaDevnet, solanaTestnet }

/** The devnet Solana of tools/devnet (TEST-CONTRACT.md): `solana:portico-local`, JSON-RPC on 8899, WebSocket on 8900. */
export const solanaPorticoLocal: CaipNetwork = {
  id: 'portico-local',
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

/** wallet-standard names Solana clusters by name, not by genesis hash. */
const WALLET_CHAINS = new Map<string, `solana:${string}`>([
  [String(solana.id), 'solana:mainnet'],
  [String(solanaDevnet.id), 'solana:devnet'],
  [String(solanaTestnet.id), 'solana:testnet'],
  [String(solanaPorticoLocal.id), 'solana:localnet'],
])

/** The wallet-standard chain (`solana:mainnet`, …, `solana:localnet`) of a Solana network. */
export function walletChain(network: CaipNetwork): `solana:${string}` {
  if (network?.chainNamespace !== SOLANA_NAMESPACE) {
    throw new ValidationError(`Not a Solana network: ${String(network?.caipNetworkId)}`)
  }
  const chain = WALLET_CHAINS.get(String(network.id))
  if (!chain) throw new ValidationError(`Unknown Solana network: ${network.caipNetworkId}`)
  return chain
}
