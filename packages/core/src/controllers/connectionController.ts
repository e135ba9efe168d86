import {
  AdapterMissingError,
  ConnectionRejectedError,
  FailedToConnectError,
  InvalidWalletResponseError,
  ModalClosedError,
} from '../errors/errors.js'
import { StorageKeys, storedConnections } from '../storage/storageKeys.js'
import { initialAccountState, patchAccountState, patchNetworkState } from '../stores/chains.js'
import { addRecentWallet } from '../stores/connections.js'
import type { AdapterConnection, ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import type { AccountController } from './accountController.js'
import type { CoreContext } from './context.js'
import type { NetworkController } from './networkController.js'

/** Connecting, reconnecting and disconnecting wallets; keeps chain state in step with adapter events. */
export function createConnectionController(
  ctx: CoreContext,
  deps: { network: NetworkController; account: AccountController },
) {
  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = ctx.adapters.get(namespace)
    if (!adapter) throw new AdapterMissingError(namespace)
    return adapter
  }

  /** N-06, F-24: an embedded wallet's smart-account state into the chain state (its code loads when needed). */
  const syncSmartAccount = (namespace: ChainNamespace, connector: Connector | undefined) => {
    if (connector?.smartAccount)
      void import('./smartAccountState.js').then((m) => m.applySmartAccountState(ctx, namespace, connector))
  }

  const userOf = (connector: Connector | undefined) => {
    const user = connector?.user?.()
    if (!user) return { user: undefined, socialProvider: undefined }
    return { user: { email: user.email, username: user.username }, socialProvider: user.socialProvider }
  }

  /**
   * Records a connection in the stores and storage (C-27, D-10). A connection the visitor made (`activate`)
   * makes its namespace active; a restored one leaves the active namespace as stored.
   */
  function applyConnection(
    namespace: ChainNamespace,
    connection: AdapterConnection,
    connector?: Connector,
    activate = true,
  ) {
    const accounts = connection.accounts.map((a) => ({ address: a.address, type: a.type }))
    const info =
      connector ?? ctx.connectors.getState().connectors.find((c) => c.id === connection.connectorId)
    patchAccountState(ctx.chains, namespace, {
      status: 'connected',
      address: connection.address,
      allAccounts: [...connection.accounts],
      connectedWalletInfo: info ? { name: info.name, icon: info.info?.icon ?? info.imageUrl } : undefined,
      // E-19: an embedded wallet names its user (email, social username).
      ...userOf(info),
    })
    syncSmartAccount(namespace, info)
    ctx.connections.setState((s) => ({
      connections: {
        ...s.connections,
        [namespace]: [{ connectorId: connection.connectorId, accounts, recent: false }],
      },
      connectorIds: { ...s.connectorIds, [namespace]: connection.connectorId },
    }))
    storedConnections(ctx.storage).set(namespace, connection.connectorId)
    // D-25: a wallet that names its approved networks supports only those.
    const approved = connection.approvedCaipNetworkIds
    patchNetworkState(ctx.chains, namespace, {
      supportsAllNetworks: !approved,
      approvedCaipNetworkIds: approved ? [...approved] : [],
    })
    deps.network.onWalletChainChanged(namespace, connection.chainId, activate)
  }

  /** E-07: resets a chain's account and forgets its connector. */
  function resetAccount(namespace: ChainNamespace) {
    const previous = ctx.chains.getState().chains[namespace]?.accountState
    patchAccountState(ctx.chains, namespace, {
      ...initialAccountState(),
      addressLabels: previous?.addressLabels ?? {},
      preferredAccountTypes: previous?.preferredAccountTypes ?? {},
    })
    ctx.connections.setState((s) => {
      const connections = { ...s.connections }
      const connectorIds = { ...s.connectorIds }
      delete connections[namespace]
      delete connectorIds[namespace]
      return { connections, connectorIds }
    })
    storedConnections(ctx.storage).remove(namespace)
    patchNetworkState(ctx.chains, namespace, { supportsAllNetworks: true, approvedCaipNetworkIds: [] })
    if (ctx.chains.getState().activeChain === namespace) ctx.chains.setState({ activeCaipAddress: undefined })
  }

  /**
   * C-21: connects an injected, announced or external connector. Rejects with 'Connection rejected' when
   * the wallet refuses or fails, 'Failed to connect' (details say what it returned) when it answers garbage,
   * and with 'Modal closed' when the dialog closes first (C-25).
   */
  async function connectExternal(connector: Connector): Promise<AdapterConnection> {
    const namespace = connector.chain
    const adapter = adapterFor(namespace)
    const state = ctx.chains.getState()
    const caipNetwork =
      state.activeChain === namespace
        ? state.activeCaipNetwork
        : state.chains[namespace]?.networkState.caipNetwork
    patchAccountState(ctx.chains, namespace, { status: 'connecting' })
    let connection: AdapterConnection
    try {
      connection = await adapter.connect({
        connectorId: connector.id,
        ...(caipNetwork ? { caipNetwork } : {}),
      })
    } catch (error) {
      patchAccountState(ctx.chains, namespace, { status: 'disconnected' })
      const message = error instanceof Error ? error.message : String(error)
      ctx.events.emit({ type: 'CONNECT_ERROR', data: { message } })
      // A wallet that answers garbage did not reject anything: say so, with what it returned.
      if (error instanceof InvalidWalletResponseError) {
        throw new FailedToConnectError({ cause: error, ...(error.details ? { details: error.details } : {}) })
      }
      throw new ConnectionRejectedError({ cause: error })
    }
    applyConnection(namespace, connection, connector)
    ctx.connections.setState((s) => ({
      recentWallets: addRecentWallet(s.recentWallets, {
        id: connector.explorerId ?? connector.info?.rdns ?? connector.id,
        name: connector.name,
        image_url: connector.info?.icon ?? connector.imageUrl ?? null,
        rdns: connector.info?.rdns ?? null,
      }),
    }))
    ctx.storage.set(StorageKeys.recentWallets, ctx.connections.getState().recentWallets)
    ctx.events.emit({ type: 'CONNECT_SUCCESS', data: { method: 'browser', name: connector.name } })
    return connection
  }

  /** Races a pending connect against the dialog closing (C-25). */
  function untilModalCloses<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const unsubscribe = ctx.modal.subscribe((s) => {
        if (!s.open) {
          unsubscribe()
          reject(new ModalClosedError())
        }
      })
      promise.then(
        (value) => {
          unsubscribe()
          resolve(value)
        },
        (error) => {
          unsubscribe()
          reject(error)
        },
      )
    })
  }

  /** Restores the stored connection of every namespace without prompting (after a reload). */
  async function reconnect() {
    await Promise.all(
      [...ctx.adapters.values()].map(async (adapter) => {
        const namespace = adapter.namespace
        const connectorId = storedConnections(ctx.storage).get(namespace)
        if (!connectorId) return
        patchAccountState(ctx.chains, namespace, { status: 'reconnecting' })
        const before = ctx.connections.getState().connectorIds[namespace]
        // The visitor connected a wallet while the stored one was being restored: theirs wins.
        const superseded = () => ctx.connections.getState().connectorIds[namespace] !== before
        try {
          const connection = await adapter.reconnect({ connectorId })
          if (superseded()) return
          if (connection) applyConnection(namespace, connection, undefined, false)
          else resetAccount(namespace)
        } catch (error) {
          ctx.logger.warn(`could not restore the ${namespace} connection`, error)
          if (superseded()) return
          resetAccount(namespace)
        }
      }),
    )
  }

  /** Disconnects one namespace, or every connected one. */
  async function disconnect(namespace?: ChainNamespace) {
    const ids = ctx.connections.getState().connectorIds
    const targets = namespace ? [namespace] : (Object.keys(ids) as ChainNamespace[])
    await Promise.all(
      targets.map(async (ns) => {
        const connectorId = ids[ns]
        try {
          if (connectorId) await ctx.adapters.get(ns)?.disconnect({ connectorId })
        } catch (error) {
          ctx.logger.warn('wallet disconnect failed', error)
        }
        resetAccount(ns)
      }),
    )
    ctx.events.emit({ type: 'DISCONNECT_SUCCESS', data: {} })
  }

  /** Subscribes to an adapter's wallet events. Returns the unsubscribe function. */
  function watchAdapter(adapter: ChainAdapter): () => void {
    const namespace = adapter.namespace
    const isCurrent = (connectorId: string) =>
      ctx.connections.getState().connectorIds[namespace] === connectorId
    const offs = [
      adapter.on('accountChanged', ({ connectorId, address, accounts }) => {
        if (!isCurrent(connectorId)) return
        patchAccountState(ctx.chains, namespace, { address, allAccounts: [...accounts] })
        // N-06: an embedded wallet's account type or deployment may have changed with its address.
        syncSmartAccount(
          namespace,
          ctx.connectors.getState().connectors.find((c) => c.id === connectorId),
        )
        const network = ctx.chains.getState().chains[namespace]?.networkState.caipNetwork
        if (network) deps.network.showNetwork(network)
        void deps.account.fetchBalance(namespace, { force: true })
      }),
      adapter.on('chainChanged', ({ connectorId, chainId }) => {
        if (isCurrent(connectorId)) deps.network.onWalletChainChanged(namespace, chainId)
      }),
      adapter.on('disconnect', ({ connectorId }) => {
        if (isCurrent(connectorId)) resetAccount(namespace)
      }),
    ]
    return () => {
      for (const off of offs) off()
    }
  }

  return {
    connectExternal,
    untilModalCloses,
    reconnect,
    disconnect,
    resetAccount,
    applyConnection,
    watchAdapter,
  }
}

export type ConnectionController = ReturnType<typeof createConnectionController>
