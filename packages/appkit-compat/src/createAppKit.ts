import {
  type CaipNetwork,
  type ChainNamespace,
  InvalidOptionError,
  type OpenParameters,
  type PorticoEvent,
} from '@portico/core'
import { createPortico, type Portico } from '@portico/react'
import { defineAppKitElements } from './elements.js'
import { setAppKitInstance } from './instance.js'
import type { AppKitOptions } from './options/appKitOptions.js'
import {
  type AppKitThemeVariables,
  toAppKitThemeVariables,
  toPorticoThemeVariables,
} from './options/themeVariables.js'
import { toPorticoOptions, unsupportedOptionsMessage } from './options/toPorticoOptions.js'

/** What `createAppKit` returns: AppKit's instance methods over a Portico instance (`portico`). */
export type AppKit = {
  /** The Portico instance underneath, for anything AppKit's names do not cover. */
  portico: Portico
  open(options?: OpenParameters): Promise<void>
  close(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getAddress(): string | undefined
  getCaipNetwork(): CaipNetwork | undefined
  getIsConnectedState(): boolean
  getState(): ReturnType<Portico['getState']>
  getThemeMode(): 'light' | 'dark'
  setThemeMode(mode: 'light' | 'dark'): void
  getThemeVariables(): AppKitThemeVariables
  setThemeVariables(variables: AppKitThemeVariables): void
  getWalletProvider(namespace?: ChainNamespace): unknown
  subscribeEvents(listener: (event: PorticoEvent & { timestamp: number }) => void): () => void
}

/**
 * AppKit's `createAppKit` on Portico: maps the options (see `toPorticoOptions`), warns once, in one console
 * message, naming every option Portico does not honour, creates the Portico instance (the dialog), binds the
 * adapters to it, and defines the `<appkit-*>` elements. The hooks of `@portico/appkit-compat/react` and the
 * elements use the instance of the last call, with no provider. WalletConnect is on unless
 * `enableWalletConnect: false`, loaded on first use as in `createPortico`.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks: [base, optimism], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [base, optimism], projectId, metadata })
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const adapters = options.adapters ?? []
  adapters.forEach((adapter, index) => {
    if (!adapter || typeof adapter !== 'object' || !adapter.porticoAdapter)
      throw new InvalidOptionError(
        `adapters[${index}]`,
        "not an adapter of @portico/appkit-compat (WagmiAdapter, SolanaAdapter or BitcoinAdapter from its '/adapter-*' entries)",
      )
  })
  const { options: mapped, unsupported } = toPorticoOptions(options)
  if (unsupported.length > 0) console.warn(unsupportedOptionsMessage(unsupported))
  const portico = createPortico({
    ...mapped,
    adapters: adapters.map((adapter) => adapter.porticoAdapter),
    ...(mapped.enableWalletConnect !== false
      ? { walletConnect: () => import('@portico/walletconnect').then((m) => m.createWalletConnectConnector) }
      : {}),
  })
  for (const adapter of adapters) adapter.bind?.(portico)
  setAppKitInstance(portico)
  defineAppKitElements()
  return appKitOf(portico)
}

function appKitOf(portico: Portico): AppKit {
  const active = () => portico.stores.chains.getState()
  return {
    portico,
    open: async (parameters) => portico.open(parameters),
    close: async () => portico.close(),
    switchNetwork: (network) => portico.switchNetwork(network),
    disconnect: (namespace) => portico.disconnect(namespace),
    getAddress: () => active().activeCaipAddress?.split(':')[2],
    getCaipNetwork: () => active().activeCaipNetwork,
    getIsConnectedState: () => !!active().activeCaipAddress,
    getState: () => portico.getState(),
    getThemeMode: () => portico.stores.theme.getState().themeMode,
    setThemeMode: (mode) => portico.setThemeMode(mode),
    getThemeVariables: () => toAppKitThemeVariables(portico.stores.theme.getState().themeVariables),
    setThemeVariables: (variables) =>
      portico.setThemeVariables(toPorticoThemeVariables(variables).themeVariables),
    getWalletProvider: (namespace) => {
      const chain = namespace ?? active().activeChain
      return chain ? portico.getWalletProvider(chain) : undefined
    },
    subscribeEvents: (listener) => portico.subscribeEvents(listener),
  }
}
