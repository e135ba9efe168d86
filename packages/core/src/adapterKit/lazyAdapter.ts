import { BaseError } from '../errors/BaseError.js'
import { ErrorMessages } from '../errors/messages.js'
import type { AdapterContext, AdapterEventName, ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectConnector } from '../types/walletconnect.js'
import { createAdapterEmitter } from './adapterEmitter.js'

/** A {@link ChainAdapter} whose code loads on first use, plus `load()` for the adapter itself. */
export type LazyChainAdapter<A extends ChainAdapter> = ChainAdapter & {
  /** Loads the adapter (once) and resolves with it. */
  load(): Promise<A>
}

const EVENTS: readonly AdapterEventName[] = ['connectors', 'accountChanged', 'chainChanged', 'disconnect']

/**
 * Wraps an adapter whose code is fetched with a dynamic `import()`, so it stays out of the app's first chunk.
 * It loads when the dialog opens (core calls `preload()` then), on any wallet call (a stored connection is
 * restored at start, which loads it at once for returning visitors) or on `load()`. Until then it lists no
 * connectors; events and connectors flow through once loaded. Wallet-standard wallets registered earlier are
 * still found: `@wallet-standard/app` asks them to register again when it starts.
 *
 * @example
 * const solana = lazyAdapter('solana', () => import('./createSolanaAdapter.js').then((m) => m.createSolanaAdapter()))
 */
export function lazyAdapter<A extends ChainAdapter>(
  namespace: ChainNamespace,
  loader: () => Promise<A>,
): LazyChainAdapter<A> {
  const emitter = createAdapterEmitter(`lazy ${namespace} adapter`)
  let context: AdapterContext | undefined
  let loaded: A | undefined
  let loading: Promise<A> | undefined
  let walletConnect: WalletConnectConnector | undefined

  function load(): Promise<A> {
    loading ??= loader().then(ready, (error: unknown) => {
      // A failed fetch (offline for a moment) is tried again on the next use.
      loading = undefined
      throw error
    })
    return loading
  }

  /** Sets the loaded adapter up and forwards its events; a loader answering another namespace is refused. */
  function ready(adapter: A): A {
    if (adapter.namespace !== namespace) {
      throw new BaseError(`The ${namespace} adapter loaded an adapter for ${adapter.namespace}`)
    }
    if (context) adapter.setup(context)
    if (walletConnect) adapter.addWalletConnect?.(walletConnect)
    for (const event of EVENTS) adapter.on(event, (payload) => emitter.emit(event, payload as never))
    loaded = adapter
    const connectors = adapter.getConnectors()
    if (connectors.length > 0) emitter.emit('connectors', connectors)
    return adapter
  }

  /** Forwards an optional method; a loaded adapter without it answers 'Unsupported chain'. */
  type Optional = 'signTypedData' | 'transferToken' | 'waitForTransaction' | 'request'
  function optional<K extends Optional>(name: K): NonNullable<ChainAdapter[K]> {
    const forward = async (params: unknown) => {
      const adapter = await load()
      const method = adapter[name] as ((p: unknown) => Promise<unknown>) | undefined
      if (!method) throw new BaseError(ErrorMessages.UNSUPPORTED_CHAIN)
      return method.call(adapter, params)
    }
    return forward as NonNullable<ChainAdapter[K]>
  }

  return {
    namespace,
    load,
    preload: () =>
      void load().catch((error) => console.error(`[portico] the ${namespace} adapter failed to load`, error)),
    setup(ctx) {
      context = ctx
      loaded?.setup(ctx)
    },
    getConnectors: (): readonly Connector[] => loaded?.getConnectors() ?? [],
    addWalletConnect(connector) {
      walletConnect = connector
      loaded?.addWalletConnect?.(connector)
    },
    on: (event, listener) => emitter.on(event, listener),
    connect: async (params) => (await load()).connect(params),
    reconnect: async (params) => (await load()).reconnect(params),
    disconnect: async (params) => (await load()).disconnect(params),
    switchNetwork: async (params) => (await load()).switchNetwork(params),
    getBalance: async (params) => (await load()).getBalance(params),
    signMessage: async (params) => (await load()).signMessage(params),
    sendTransaction: async (params) => (await load()).sendTransaction(params),
    signTypedData: optional('signTypedData'),
    transferToken: optional('transferToken'),
    waitForTransaction: optional('waitForTransaction'),
    request: optional('request'),
    estimateSendFee: async (params) => (await load()).estimateSendFee?.(params),
    watchBlocks(params) {
      let stop: (() => void) | undefined
      let stopped = false
      load().then(
        (adapter) => {
          if (!stopped) stop = adapter.watchBlocks?.(params)
        },
        (error: unknown) => console.error(`[portico] the ${namespace} adapter failed to load`, error),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    getProvider: (connectorId) => loaded?.getProvider?.(connectorId),
  }
}
