import type { ResolvedOptions } from '../options.js'
import type { PorticoStorage } from '../storage/storage.js'
import { StorageKeys } from '../storage/storageKeys.js'
import { type ChainState, initialAccountState } from '../stores/chains.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/**
 * D-04, D-16, D-17: per-namespace chain state from the app's networks; the active network comes from
 * storage if still configured, else the default network, else the first.
 */
export function initChains(options: ResolvedOptions, storage: PorticoStorage) {
  const chains: Partial<Record<ChainNamespace, ChainState>> = {}
  for (const network of options.networks) {
    const namespace = network.chainNamespace
    const chain = chains[namespace]
    if (chain) {
      chain.networkState.requestedCaipNetworks.push(network)
      continue
    }
    chains[namespace] = {
      namespace,
      networkState: {
        caipNetwork: network,
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: [],
        approvedCaipNetworkIds: [],
        requestedCaipNetworks: [network],
      },
      accountState: {
        ...initialAccountState(),
        preferredAccountTypes: { [namespace]: options.defaultAccountTypes[namespace] },
      },
    }
  }
  const storedId = storage.get<string>(StorageKeys.activeCaipNetworkId)
  const find = (id: string | undefined) => options.networks.find((n) => n.caipNetworkId === id)
  const active: CaipNetwork =
    find(storedId) ?? find(options.defaultNetwork?.caipNetworkId) ?? (options.networks[0] as CaipNetwork)
  const activeChainState = chains[active.chainNamespace]
  if (activeChainState) activeChainState.networkState.caipNetwork = active
  const adapterNamespaces = new Set(options.adapters.map((a) => a.namespace))
  return {
    chains,
    caipNetworks: [...options.networks],
    activeChain: active.chainNamespace,
    activeCaipNetwork: active,
    activeCaipAddress: undefined,
    noAdapters: !options.networks.some((n) => adapterNamespaces.has(n.chainNamespace)),
  }
}
