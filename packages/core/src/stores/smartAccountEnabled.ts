import type { ChainsState } from './chains.js'

/** D-24: smart accounts are enabled when the active numeric chain id is in the chain's enabled list. */
export function checkIfSmartAccountEnabled(state: ChainsState): boolean {
  const namespace = state.activeChain
  const network = state.activeCaipNetwork
  if (!namespace || !network) return false
  const enabled = state.chains[namespace]?.networkState.smartAccountEnabledNetworks ?? []
  return enabled.includes(Number(network.id))
}
