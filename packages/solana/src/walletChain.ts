import { type CaipNetwork, ValidationError } from '@portico/core'
import { SOLANA_NAMESPACE } from './constants.js'

/**
 * The network ids (CAIP-2 references) of the Solana clusters: the spec's three (core's `solana`,
 * `solanaDevnet`, `solanaTestnet`) and the devnet's. Plain strings, not core's network objects: the adapter
 * is a lazy chunk, and importing core's networks module from it split that module out of the first chunk.
 */
export const SOLANA_CLUSTER_IDS = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  localnet: 'portico-local',
} as const

/** wallet-standard names Solana clusters by name, not by genesis hash. */
const WALLET_CHAINS = new Map<string, `solana:${string}`>([
  [SOLANA_CLUSTER_IDS.mainnet, 'solana:mainnet'],
  [SOLANA_CLUSTER_IDS.devnet, 'solana:devnet'],
  [SOLANA_CLUSTER_IDS.testnet, 'solana:testnet'],
  [SOLANA_CLUSTER_IDS.localnet, 'solana:localnet'],
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

/** The CAIP-2 chain (`solana:<genesis hash prefix>`) of a wallet-standard chain name; undefined for an unknown one. */
export function caipChainOf(chain: string): string | undefined {
  for (const [reference, name] of WALLET_CHAINS) if (name === chain) return `${SOLANA_NAMESPACE}:${reference}`
  return undefined
}
