import { createAccountController } from '../controllers/accountController.js'
import { createAddressLabelController } from '../controllers/addressLabelController.js'
import { createAnalyticsController } from '../controllers/analyticsController.js'
import { createConnectionController } from '../controllers/connectionController.js'
import { isConnectorTypeEnabled } from '../controllers/connectorList.js'
import { type CoreContext, createOptionsStore, detectMobile } from '../controllers/context.js'
import { createErrorReporter } from '../controllers/errorReporter.js'
import { createModalController } from '../controllers/modalController.js'
import { createNetworkController } from '../controllers/networkController.js'
import { createNetworkListController } from '../controllers/networkListController.js'
import { createNotificationController } from '../controllers/notificationController.js'
import { createOptionsController } from '../controllers/optionsController.js'
import { createWalletConnectController } from '../controllers/walletConnectController.js'
import { createWalletsController } from '../controllers/walletsController.js'
import { AlertMessages } from '../errors/messages.js'
import { type ReportedErrorCategory, withErrorBoundary } from '../errors/withErrorBoundary.js'
import { createGatewayClient } from '../gateway/client.js'
import { createLogger } from '../logging/logger.js'
import { type PorticoOptions, resolveOptions } from '../options.js'
import { readProjectConfig } from '../remoteConfig/readProjectConfig.js'
import { createStorage, type KeyValueBackend } from '../storage/storage.js'
import { StorageKeys } from '../storage/storageKeys.js'
import { createChainsStore, patchAccountState } from '../stores/chains.js'
import { createConnectionsStore, type RecentWallet } from '../stores/connections.js'
import { createConnectorsStore, mergeConnectors } from '../stores/connectors.js'
import { createEventBus } from '../stores/events.js'
import { createModalStore } from '../stores/modal.js'
import { createNftsStore } from '../stores/nfts.js'
import { createNotificationsStore } from '../stores/notifications.js'
import { createRouterStore } from '../stores/router.js'
import { createSecureFrameStore } from '../stores/secureFrame.js'
import { createSendStore } from '../stores/send.js'
import { createSwapStore } from '../stores/swap.js'
import { createThemeStore } from '../stores/theme.js'
import { createTransactionsStore } from '../stores/transactions.js'
import { createWalletRegistryStore } from '../stores/walletRegistry.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import { createAccountFeatureActions, resetOnAccountChange } from './accountFeatureActions.js'
import { createConnectorRegistration } from './connectorRegistration.js'
import { createEmbeddedLoginLoader } from './embeddedLoginActions.js'
import { initChains } from './initChains.js'
import { createNamesActions } from './namesActions.js'
import { createOnrampLoader } from './onrampActions.js'
import { createRpcRequestHooks } from './rpcRequestHooks.js'
import { createSiwxActions } from './siwxActions.js'
import { createSmartSessionsLoader } from './smartSessionsActions.js'
import { createWalletActions } from './walletActions.js'

export type PorticoClientEnvironment = {
  storage?: KeyValueBackend
  fetch?: typeof fetch
  isMobile?: () => boolean
  now?: () => number
}

/**
 * Creates the framework-free Portico client: validated options, the stores, and the controllers that
 * change them. `@portico/react` wraps it; it also runs in Node for tests and server rendering.
 *
 * @example
 * const client = createPorticoClient({ projectId: 'portico-dev', networks: [anvil], adapters: [createEvmAdapter()] })
 * client.open()
 */
export function createPorticoClient(options: PorticoOptions, environment: PorticoClientEnvironment = {}) {
  const resolved = resolveOptions(options)
  const storage = createStorage(environment.storage)
  const adapters = new Map<ChainNamespace, ChainAdapter>(resolved.adapters.map((a) => [a.namespace, a]))
  const gateway = createGatewayClient({
    baseUrl: resolved.gatewayUrl,
    projectId: resolved.projectId,
    sdkType: resolved.sdkType,
    sdkVersion: resolved.sdkVersion,
    ...(environment.fetch ? { fetch: environment.fetch } : {}),
  })
  const ctx: CoreContext = {
    options: createOptionsStore(resolved),
    modal: createModalStore(),
    router: createRouterStore(),
    chains: createChainsStore(),
    connectors: createConnectorsStore(),
    connections: createConnectionsStore(storage.get<RecentWallet[]>(StorageKeys.recentWallets) ?? []),
    registry: createWalletRegistryStore(),
    theme: createThemeStore({ themeMode: resolved.themeMode, themeVariables: resolved.themeVariables }),
    notifications: createNotificationsStore(),
    events: createEventBus(),
    transactions: createTransactionsStore(),
    nfts: createNftsStore(),
    send: createSendStore(),
    swap: createSwapStore(),
    secureFrame: createSecureFrameStore(),
    storage,
    gateway,
    adapters,
    isMobile: environment.isMobile ?? detectMobile,
    now: environment.now ?? Date.now,
    logger: createLogger({ now: environment.now ?? Date.now }),
  }
  ctx.chains.setState(initChains(resolved, storage))

  const notifications = createNotificationController(ctx)
  // without a project id the dialog says so (and, later, creates no embedded wallet).
  if (!resolved.projectId.trim()) notifications.showAlert(AlertMessages.PROJECT_ID_NOT_CONFIGURED)
  // P-01: the project configuration is read now (at most one request), and applied when the dialog first opens,
  // so its code is not fetched before the first click.
  const projectConfigRead = readProjectConfig(ctx)
  let projectConfigApplied: Promise<void> | undefined
  const applyProjectConfig = () =>
    (projectConfigApplied ??= import('../remoteConfig/applyProjectConfig.js')
      .then((m) => m.applyProjectConfig(ctx, { notifications }, projectConfigRead))
      .catch((error: unknown) => ctx.logger.warn('project configuration not applied', error)))
  const wallets = createWalletsController(ctx)
  const account = createAccountController(ctx, { notifications })
  const modal = createModalController(ctx, {
    // C-18, and adapters that load on demand (lazyAdapter) start loading once the dialog has rendered.
    prefetch: () => {
      void applyProjectConfig()
      wallets.prefetch()
      for (const adapter of adapters.values()) adapter.preload?.()
    },
    onClose: notifications.hideSnackbar,
    ready: () => ready,
  })
  const network = createNetworkController(ctx, { modal, account, notifications })
  const connection = createConnectionController(ctx, { network, account })
  const walletConnect = createWalletConnectController(ctx, {
    connection,
    withSignIn: (pair) => siwx.actions.connectWalletConnectWithSiwx(pair),
  })
  const analytics = createAnalyticsController(ctx, { notifications })
  // P-15, S-41: what the app and the views call rethrows unexpected errors categorised, and reports them.
  const reportError = createErrorReporter(ctx, analytics)
  const guard = <T extends object>(controller: T, category?: ReportedErrorCategory) =>
    withErrorBoundary(controller, reportError, category)

  // O-04 to O-09: what the dialog does around an embedded wallet's requests (handed to its connector below).
  const rpcRequests = createRpcRequestHooks(ctx, {
    open: modal.open,
    close: modal.close,
    fetchBalance: account.fetchBalance,
    notifications,
  })

  // Issue 22 item 9: what a connector gets from the dialog, handed over once when it is added (registerConnector).
  const registration = createConnectorRegistration(ctx, { requestHooks: rpcRequests, notifications })
  const registered = new Map<Connector, () => void>()

  // M: sign-in with X, only when the app set `siwx` (its controller is a lazy chunk).
  const siwx = createSiwxActions(ctx, {
    notifications,
    open: (parameters) => modal.open(parameters),
    close: modal.close,
    disconnect: () => connection.disconnect(),
    switchNetwork: network.switchNetwork,
  })
  const cleanups: (() => void)[] = [
    analytics.stop,
    resetOnAccountChange(ctx),
    siwx.stop,
    () => {
      for (const undo of registered.values()) undo()
      registered.clear()
    },
  ]
  /** Per namespace: stops listening to that adapter (D-14 removes adapters at runtime). */
  const adapterCleanups = new Map<ChainNamespace, () => void>()
  const networkList = createNetworkListController(ctx, {
    network,
    connection,
    onAdapterRemoved: (namespace) => adapterCleanups.get(namespace)?.(),
  })
  for (const adapter of adapters.values()) {
    adapter.setup({
      networks: resolved.networks.filter((n) => n.chainNamespace === adapter.namespace),
      getRpcUrl: (n) => gateway.rpcUrl(n.caipNetworkId),
    })
    // connectors of a type the app turned off are never listed.
    const addConnectors = (list: readonly Connector[]) => {
      for (const connector of list) {
        if (registered.has(connector)) continue
        registered.set(connector, connector.register?.(registration) ?? (() => undefined))
      }
      ctx.connectors.setState((s) => ({
        connectors: mergeConnectors(
          s.connectors,
          list.filter((c) => isConnectorTypeEnabled(c, resolved)),
        ),
      }))
    }
    addConnectors(adapter.getConnectors())
    const offs = [adapter.on('connectors', addConnectors), connection.watchAdapter(adapter)]
    const stop = () => {
      for (const off of offs.splice(0)) off()
    }
    adapterCleanups.set(adapter.namespace, stop)
    cleanups.push(stop)
  }

  const accountFeatures = createAccountFeatureActions(ctx, { account, notifications })
  // A stored WalletConnect session is loaded and registered first, so the adapter can restore it.
  const ready = walletConnect.restore().then(() => connection.reconnect())
  // Issue 22 item 9: the embedded wallet's login flows (a lazy chunk, loaded by the login views or a resume).
  const embeddedLogin = createEmbeddedLoginLoader(ctx, {
    connectExternal: connection.connectExternal,
    connectWithSiwx: siwx.actions.connectEmbeddedWithSiwx,
    open: modal.open,
    close: modal.close,
  })
  // F-21: a social login that came back to this page inside Telegram resumes; its code loads only then.
  if (typeof location !== 'undefined' && location.search.includes('result_uri=')) {
    void ready
      .then(() => embeddedLogin())
      .then((login) => login.resumeTelegram(globalThis as never))
      .catch((error: unknown) => ctx.logger.warn('social login resume failed', error))
  }

  return {
    /** The stores, for selectors (`useSyncExternalStore`) and tests. */
    stores: ctx,
    gateway,
    ready,
    /**
     * P-01 to P-08: applies the project configuration (remote features, alerts, allow-list check) now; the dialog
     * does it when it first opens. Resolves once applied; never rejects.
     */
    applyProjectConfig,
    ...guard({
      open: modal.open,
      close: modal.close,
      goBackOrClose: modal.goBackOrClose,
      shake: modal.shake,
      connectExternal: connection.connectExternal,
      connectWalletConnect: walletConnect.connectWalletConnect,
      /** Loads the WalletConnect client ahead of a click on its row (no pairing, no relay socket). */
      prepareWalletConnect: walletConnect.prepare,
      untilModalCloses: connection.untilModalCloses,
      disconnect: connection.disconnect,
      reconnect: connection.reconnect,
      selectNetwork: network.selectNetwork,
      switchNetwork: network.switchNetwork,
      switchActiveChain: network.switchActiveChain,
      /** D-14, D-15: change the networks and adapters at runtime. */
      addNetwork: networkList.addNetwork,
      removeNetwork: networkList.removeNetwork,
      removeAdapter: networkList.removeAdapter,
      fetchBalance: account.fetchBalance,
      /** E, G, K: token balances, history, NFTs, send and block watching (their code loads on first use). */
      ...accountFeatures,
      /** J: `onramp()` resolves the on-ramp's store and actions (their code loads on first use). */
      ...createOnrampLoader(ctx, {
        refreshAccount: () =>
          Promise.all([
            accountFeatures.fetchTokenBalances({ force: true }),
            accountFeatures.fetchTransactions('refresh'),
          ]),
      }),
      /** L, E-17, E-18: names (their code loads on first use). */
      ...createNamesActions(ctx, { notifications }),
      /**
       * Issue 22 item 9: the embedded wallet's login flows (email, social, Farcaster, Telegram resume, M-07's
       * sign-in at login) and their state; the code loads on first use.
       */
      embeddedLogin,
      /** M: sign-in with X (requestSiwxSignature, cancelSiwx, isSiwxRequired). */
      ...siwx.actions,
      /** N: smart sessions (`smartSessions()`, `grantPermissions`; their code loads on first use). */
      ...createSmartSessionsLoader(ctx, { notifications }),
    }),
    /** WalletConnect pairing state (`status`, `uri`, `expiry`, `error`) for the WalletConnect views. */
    walletConnect: walletConnect.store,
    /** P-19: the dialog's log: `logger.entries()` for a support report, `logger.setLevel('warn')` for more. */
    logger: ctx.logger,
    /**
     * TEST-CONTRACT: the connected wallet's provider for `namespace` (EIP-1193 on eip155, the wallet-standard
     * wallet on solana and bip122), or undefined when nothing is connected there.
     */
    getWalletProvider(namespace: ChainNamespace): unknown {
      const connectorId = ctx.connections.getState().connectorIds[namespace]
      return connectorId ? ctx.adapters.get(namespace)?.getProvider?.(connectorId) : undefined
    },
    /** C-31: the connector id connected on a namespace, if any. */
    getConnectorId: (namespace: ChainNamespace): string | undefined =>
      ctx.connections.getState().connectorIds[namespace],
    wallets: guard(wallets, 'API_ERROR'),
    notifications,
    ...guard(createWalletActions(ctx, { open: modal.open, patchAccountState })),
    /** E-20: `addAddressLabel(address, label, namespace)`, `removeAddressLabel(address, namespace)`. */
    ...guard(createAddressLabelController(ctx)),
    /** A-01 proposed: `{open, loading, selectedNetworkId, activeChain}`. */
    getState() {
      const { open, loading } = ctx.modal.getState()
      const { activeCaipNetwork, activeChain } = ctx.chains.getState()
      return { open, loading, selectedNetworkId: activeCaipNetwork?.caipNetworkId, activeChain }
    },
    subscribeEvents: ctx.events.subscribe,
    /** runtime setters (setThemeMode, setThemeVariables, updateFeatures, updateOptions, …). */
    ...guard(createOptionsController(ctx)),
    destroy() {
      for (const cleanup of cleanups) cleanup()
    },
  }
}

export type PorticoClient = ReturnType<typeof createPorticoClient>
