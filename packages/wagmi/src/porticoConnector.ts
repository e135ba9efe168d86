import { BaseError, type CaipNetwork } from '@portico/core'
import { type EIP1193Provider, SwitchChainError, UserRejectedRequestError } from 'viem'
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from 'wagmi'
import {
  connectThroughDialog,
  type PorticoInstance,
  readPorticoConnection,
  watchPorticoConnection,
} from './porticoConnection.js'
import { toViemChain } from './toViemChain.js'

/** The connector's id and `type` in wagmi (`useConnection().connector.id`). */
export const PORTICO_CONNECTOR_ID = 'portico'

export type PorticoConnectorParameters = {
  /** The Portico instance whose dialog connects the wallet (what `createPortico` returned). */
  portico: PorticoInstance
  /** The connector's name in wagmi. Default 'Portico'. */
  name?: string
}

/**
 * A wagmi connector backed by Portico's connection: wagmi's hooks (`useConnection`, `useSignMessage`,
 * `useSendTransaction`, `useSwitchChain`, `useDisconnect`, …) act on the wallet the visitor connected in the
 * Portico dialog, through its EIP-1193 provider. Both sides stay in step: connecting or disconnecting in the
 * dialog reaches wagmi (`connect` / `disconnect` events), and wagmi's `connect`, `switchChain` and
 * `disconnect` go through Portico, so its buttons show the same account and network.
 *
 * @example
 * const portico = createPortico({ projectId, networks: [anvil, anvilB], adapters: [createEvmAdapter()] })
 * const config = createConfig({
 *   chains: [toViemChain(anvil), toViemChain(anvilB)],
 *   connectors: [porticoConnector({ portico })],
 *   multiInjectedProviderDiscovery: false,
 *   transports: { 31337: http(), 31338: http() },
 * })
 */
export function porticoConnector({ portico, name = 'Portico' }: PorticoConnectorParameters) {
  let unwatch: (() => void) | undefined

  return createConnector<EIP1193Provider>((config) => ({
    id: PORTICO_CONNECTOR_ID,
    name,
    type: PORTICO_CONNECTOR_ID,

    /** Forwards every change of Portico's eip155 connection to wagmi, whoever made it. */
    async setup() {
      unwatch?.()
      unwatch = watchPorticoConnection(portico, (next, previous) => {
        if (!next) return config.emitter.emit('disconnect')
        if (!previous) return config.emitter.emit('connect', next)
        if (next.accounts.join() !== previous.accounts.join())
          config.emitter.emit('change', { accounts: next.accounts })
        if (next.chainId !== previous.chainId) config.emitter.emit('change', { chainId: next.chainId })
      })
    },

    /**
     * Reconnecting: the connection Portico restored. Otherwise the one already made in the dialog, or the dialog
     * opens on eip155 and this resolves once the visitor connected (rejects if they close it first).
     */
    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      await portico.ready
      let connection = readPorticoConnection(portico)
      if (!connection && !isReconnecting) connection = await connectThroughDialog(portico)
      if (!connection) {
        throw new UserRejectedRequestError(
          new BaseError('The Portico dialog closed before a wallet connected.', {
            category: 'USER_REJECTED',
          }),
        )
      }
      let currentChainId = connection.chainId
      if (chainId !== undefined && chainId !== currentChainId && !isReconnecting && this.switchChain) {
        currentChainId = (await this.switchChain({ chainId })).id
      }
      const accounts = connection.accounts
      return {
        accounts: (withCapabilities
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts) as never,
        chainId: currentChainId,
      }
    },

    async disconnect() {
      await portico.disconnect('eip155')
    },

    async getAccounts() {
      return readPorticoConnection(portico)?.accounts ?? []
    },

    async getChainId() {
      const connection = readPorticoConnection(portico)
      if (connection) return connection.chainId
      const network = portico.stores.chains.getState().chains.eip155?.networkState.caipNetwork
      return typeof network?.id === 'number' ? network.id : config.chains[0].id
    },

    /** The connected wallet's EIP-1193 provider, as Portico holds it (after its stored connection is restored). */
    async getProvider() {
      await portico.ready
      const provider = portico.getWalletProvider('eip155') as EIP1193Provider | undefined
      if (!provider) throw new ProviderNotFoundError()
      return provider
    },

    async isAuthorized() {
      await portico.ready
      return readPorticoConnection(portico) !== undefined
    },

    /** Switches through Portico (the wallet is asked, and the dialog's network button follows). */
    async switchChain({ chainId }) {
      const network = findEvmNetwork(portico, chainId)
      const chain = config.chains.find((c) => c.id === chainId) ?? (network && toViemChain(network))
      if (!network || !chain) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        await portico.switchNetwork(network)
      } catch (error) {
        if ((error as { code?: unknown }).code === UserRejectedRequestError.code)
          throw new UserRejectedRequestError(error as Error)
        throw new SwitchChainError(error as Error)
      }
      return chain
    },

    // Wallet events reach wagmi through Portico's stores (setup), which already follow the wallet's provider.
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}

/** The app's Portico network with this EVM chain id. */
function findEvmNetwork(portico: PorticoInstance, chainId: number): CaipNetwork | undefined {
  return portico.stores.chains
    .getState()
    .caipNetworks.find((network) => network.chainNamespace === 'eip155' && network.id === chainId)
}
