import { ChainNotSupportedError, NetworkNotFoundError } from '../errors/errors.js'
import { AlertMessages } from '../errors/messages.js'
import { StorageKeys } from '../storage/storageKeys.js'
import { isSupportedNetwork, patchAccountState, patchNetworkState } from '../stores/chains.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { AccountController } from './accountController.js'
import type { CoreContext } from './context.js'
import type { ModalController } from './modalController.js'
import type { NotificationController } from './notificationController.js'

/** D-19: a network the app did not configure, as reported by the wallet. */
export function unknownNetwork(namespace: ChainNamespace, chainId: string | number): CaipNetwork {
  return {
    id: chainId,
    name: 'Unknown Network',
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${chainId}`,
  }
}

/** D-18: requested networks with the wallet-approved ids first, in approval order, then the others. */
export function sortRequestedNetworks(
  requested: readonly CaipNetwork[],
  approvedIds: readonly string[],
): CaipNetwork[] {
  const approved = approvedIds
    .map((id) => requested.find((n) => n.caipNetworkId === id))
    .filter((n): n is CaipNetwork => !!n)
  return [...approved, ...requested.filter((n) => !approved.includes(n))]
}

/** Network selection and switching (SPEC §4, D-05 to D-26). */
export function createNetworkController(
  ctx: CoreContext,
  deps: { modal: ModalController; account: AccountController; notifications: NotificationController },
) {
  const findNetwork = (caipNetworkId: string) =>
    ctx.chains.getState().caipNetworks.find((n) => n.caipNetworkId === caipNetworkId)

  /** Sets a namespace's current network and its account's CAIP address, leaving the active namespace alone. */
  function setChainNetwork(network: CaipNetwork) {
    const namespace = network.chainNamespace
    const address = ctx.chains.getState().chains[namespace]?.accountState.address
    patchNetworkState(ctx.chains, namespace, { caipNetwork: network })
    const caipAddress = address ? (`${network.caipNetworkId}:${address}` as const) : undefined
    patchAccountState(ctx.chains, namespace, {
      caipAddress,
      addressExplorerUrl:
        address && network.blockExplorers
          ? `${network.blockExplorers.default.url}/address/${address}`
          : undefined,
    })
    return caipAddress
  }

  /** Sets the active network (and namespace and address) without asking the wallet (D-10). */
  function setActiveNetwork(network: CaipNetwork) {
    const namespace = network.chainNamespace
    const caipAddress = setChainNetwork(network)
    ctx.chains.setState({
      activeChain: namespace,
      activeCaipNetwork: network,
      activeCaipAddress: caipAddress,
    })
    ctx.storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId)
    ctx.storage.set(StorageKeys.activeNamespace, namespace)
  }

  /** D-11: opens UnsupportedChain when the active network is outside the requested list. */
  function checkUnsupported() {
    const state = ctx.chains.getState()
    const options = ctx.options.getState()
    if (!state.activeCaipAddress) return
    if (isSupportedNetwork(state, state.activeChain)) return
    if (!options.enableNetworkSwitch || options.allowUnsupportedChain || options.basic) return
    deps.modal.open({ view: 'UnsupportedChain' })
  }

  /** The active network when `activate` or its namespace is active, else only its namespace's; true when active. */
  function showNetwork(network: CaipNetwork, activate = false): boolean {
    if (!activate && ctx.chains.getState().activeChain !== network.chainNamespace) {
      setChainNetwork(network)
      return false
    }
    setActiveNetwork(network)
    return true
  }

  /**
   * The wallet of `namespace` is on `chainId` (a connection, or chainChanged). It becomes the active network when
   * `activate` (a connection the visitor made) or when `namespace` is already active; another namespace's wallet
   * (a restored connection, an event) only updates that namespace, so the visitor's active namespace stays.
   */
  function onWalletChainChanged(namespace: ChainNamespace, chainId: string | number, activate = false) {
    const network = findNetwork(`${namespace}:${chainId}`) ?? unknownNetwork(namespace, chainId)
    if (!showNetwork(network, activate)) return
    void deps.account.fetchBalance(namespace)
    checkUnsupported()
  }

  /** D-06 to D-09: the visitor picked a network in the Networks view (ignored when A-20 turns switching off). */
  function selectNetwork(network: CaipNetwork) {
    // with network switching off, the dialog does not switch networks.
    if (!ctx.options.getState().enableNetworkSwitch) return
    const state = ctx.chains.getState()
    if (state.activeCaipNetwork?.caipNetworkId === network.caipNetworkId) return
    const router = ctx.router.getState()
    const connectedNamespace = state.activeCaipAddress ? state.activeChain : undefined
    const target = network.chainNamespace
    const connectorId = ctx.connections.getState().connectorIds[connectedNamespace ?? target]
    const isAuth = connectorId === 'ID_AUTH' && (target === 'eip155' || target === 'solana')
    if (isAuth) return router.push('SwitchNetwork', { ...router.data, network })
    if (connectedNamespace && connectedNamespace !== target && !state.chains[target]?.accountState.address) {
      return router.push('SwitchActiveChain', {
        switchToChain: target,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network,
      })
    }
    router.push('SwitchNetwork', { ...router.data, network })
  }

  /**
   * Switches the active network, asking the wallet when one is connected on that namespace.
   * D-12: a failed switch goes back one view and rejects. D-13: when the previous network was not in the
   * app's list, the dialog closes on success.
   */
  async function switchNetwork(network: CaipNetwork) {
    if (!findNetwork(network.caipNetworkId)) {
      deps.notifications.showAlert(AlertMessages.NETWORK_NOT_FOUND)
      // An app configuration problem, not an SDK failure: a Portico error, so it is not reported (P-15).
      throw new NetworkNotFoundError()
    }
    const state = ctx.chains.getState()
    const previous = state.activeCaipNetwork
    const namespace = network.chainNamespace
    const connectorId = ctx.connections.getState().connectorIds[namespace]
    const adapter = ctx.adapters.get(namespace)
    const connected = !!state.chains[namespace]?.accountState.address
    // S-38: a session that names its chains (D-25) cannot be switched to one outside them.
    const networkState = state.chains[namespace]?.networkState
    const unapproved =
      connected &&
      networkState &&
      !networkState.supportsAllNetworks &&
      !networkState.approvedCaipNetworkIds.includes(network.caipNetworkId)
    try {
      if (unapproved) throw new ChainNotSupportedError(network.caipNetworkId)
      if (connected && connectorId && adapter)
        await adapter.switchNetwork({ connectorId, caipNetwork: network })
    } catch (error) {
      ctx.events.emit({ type: 'SWITCH_NETWORK', data: { network: network.caipNetworkId } })
      if (ctx.router.getState().view === 'SwitchNetwork') ctx.router.getState().goBack()
      throw error
    }
    setActiveNetwork(network)
    ctx.events.emit({ type: 'SWITCH_NETWORK', data: { network: network.caipNetworkId } })
    void deps.account.fetchBalance(namespace)
    const previousKnown = previous && findNetwork(previous.caipNetworkId)
    if (previous && !previousKnown) deps.modal.close()
  }

  /**
   * D-21: the connected wallet has no account on the target namespace: switch to its network and show the
   * Connect view (replacing the current one), with the connectors filtered to that namespace.
   */
  async function switchActiveChain(network: CaipNetwork) {
    await switchNetwork(network)
    ctx.connectors.setState({ filterByNamespace: network.chainNamespace })
    ctx.router.getState().replace('Connect')
  }

  return {
    switchActiveChain,
    setActiveNetwork,
    showNetwork,
    selectNetwork,
    switchNetwork,
    onWalletChainChanged,
    checkUnsupported,
    findNetwork,
  }
}

export type NetworkController = ReturnType<typeof createNetworkController>
