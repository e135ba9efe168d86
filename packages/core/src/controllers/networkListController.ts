import { parseCaipNetworkId } from '../caip/caip.js'
import { ValidationError } from '../errors/errors.js'
import { initialAccountState } from '../stores/chains.js'
import { setNamespaceEnabled } from '../stores/connectors.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { ConnectionController } from './connectionController.js'
import type { CoreContext } from './context.js'
import type { NetworkController } from './networkController.js'

/** D-14, D-15: adding and removing networks and adapters after the client was created. */
export function createNetworkListController(
  ctx: CoreContext,
  deps: {
    network: NetworkController
    connection: ConnectionController
    onAdapterRemoved(namespace: ChainNamespace): void
  },
) {
  /** Activates the first network of another namespace when `namespace` is active (D-14). */
  function fallBackFrom(namespace: ChainNamespace) {
    const state = ctx.chains.getState()
    if (state.activeChain !== namespace) return
    const other = state.caipNetworks.find((n) => n.chainNamespace !== namespace)
    if (other) deps.network.setActiveNetwork(other)
  }

  function setRequested(namespace: ChainNamespace, requested: CaipNetwork[]) {
    ctx.chains.setState((s) => {
      const chain = s.chains[namespace]
      const others = s.caipNetworks.filter((n) => n.chainNamespace !== namespace)
      const current = chain?.networkState.caipNetwork
      const keep = current && requested.some((n) => n.caipNetworkId === current.caipNetworkId)
      const networkState = {
        caipNetwork: keep ? current : requested[0],
        supportsAllNetworks: chain?.networkState.supportsAllNetworks ?? true,
        smartAccountEnabledNetworks: chain?.networkState.smartAccountEnabledNetworks ?? [],
        approvedCaipNetworkIds: chain?.networkState.approvedCaipNetworkIds ?? [],
        requestedCaipNetworks: requested,
      }
      return {
        caipNetworks: [...others, ...requested],
        chains: {
          ...s.chains,
          [namespace]: {
            namespace,
            networkState,
            accountState: chain?.accountState ?? initialAccountState(),
          },
        },
      }
    })
  }

  /** D-15: appends a network to its namespace if new, and turns that namespace's connectors on. */
  function addNetwork(namespace: ChainNamespace, network: CaipNetwork) {
    if (!network || network.chainNamespace !== namespace)
      throw new ValidationError('Invalid network', {
        details: `the network is not in namespace ${namespace}`,
      })
    parseCaipNetworkId(network.caipNetworkId)
    const requested = ctx.chains.getState().chains[namespace]?.networkState.requestedCaipNetworks ?? []
    if (!requested.some((n) => n.caipNetworkId === network.caipNetworkId)) {
      setRequested(namespace, [...requested, network])
    }
    setNamespaceEnabled(ctx.connectors, namespace, true)
  }

  /**
   * D-15: removes a network. The last network of a namespace turns its connectors off; removing the active
   * network switches to the namespace's first network, or to another namespace when none is left.
   */
  function removeNetwork(namespace: ChainNamespace, caipNetworkId: string) {
    const requested = ctx.chains.getState().chains[namespace]?.networkState.requestedCaipNetworks ?? []
    if (!requested.some((n) => n.caipNetworkId === caipNetworkId)) return
    const remaining = requested.filter((n) => n.caipNetworkId !== caipNetworkId)
    const wasActive = ctx.chains.getState().activeCaipNetwork?.caipNetworkId === caipNetworkId
    setRequested(namespace, remaining)
    if (remaining.length === 0) {
      setNamespaceEnabled(ctx.connectors, namespace, false)
      fallBackFrom(namespace)
    } else if (wasActive && remaining[0]) {
      deps.network.setActiveNetwork(remaining[0])
    }
  }

  /** D-14: removes an adapter (disconnecting its wallet); the active chain falls back to another one. */
  async function removeAdapter(namespace: ChainNamespace) {
    if (!ctx.adapters.has(namespace)) return
    if (ctx.connections.getState().connectorIds[namespace]) await deps.connection.disconnect(namespace)
    deps.onAdapterRemoved(namespace)
    ctx.adapters.delete(namespace)
    ctx.connectors.setState((s) => ({ connectors: s.connectors.filter((c) => c.chain !== namespace) }))
    fallBackFrom(namespace)
    const withAdapter = ctx.chains.getState().caipNetworks.some((n) => ctx.adapters.has(n.chainNamespace))
    ctx.chains.setState({ noAdapters: !withAdapter })
  }

  return { addNetwork, removeNetwork, removeAdapter }
}

export type NetworkListController = ReturnType<typeof createNetworkListController>
