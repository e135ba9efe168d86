import {
  type AdapterConnection,
  type AdapterContext,
  BaseError,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  type Eip1193Provider,
  InvalidWalletResponseError,
  ValidationError,
} from '@portico/core'
import { toAccounts } from './accounts.js'
import { approvedNetworks } from './approvedNetworks.js'
import { EVM_NAMESPACE, INJECTED_CONNECTOR_ID } from './constants.js'
import { announcedConnector, watchAnnouncements } from './discovery.js'
import { createAdapterEmitter } from './emitter.js'
import { createBalanceReader } from './getBalance.js'
import { injectedConnector, injectedProvider } from './injected.js'
import { lazyTokenTransferMethods } from './lazyTokenTransfers.js'
import { evmChainId } from './networks.js'
import { getProviderData } from './providerData.js'
import { subscribeProviderEvents } from './providerEvents.js'
import { switchChain } from './switchChain.js'
import { personalSign, sendTransactionRequest, signTypedDataV4 } from './walletRequests.js'
import { parseAccounts } from './walletResponses.js'

export type CreateEvmAdapterOptions = {
  /** List the generic `window.ethereum` connector, 'Browser Wallet' (default true). */
  injected?: boolean
  /** Discover wallets announced over EIP-6963 (default true). */
  eip6963?: boolean
}

/** The EVM adapter: a {@link ChainAdapter} plus `destroy()`, which stops discovery and every listener. */
export type EvmAdapter = ChainAdapter &
  Required<Pick<ChainAdapter, 'transferToken' | 'estimateSendFee' | 'waitForTransaction' | 'watchBlocks'>> & {
    destroy(): void
  }

/**
 * Creates the `eip155` adapter on viem: injected and EIP-6963 connectors, connect, reconnect, switch, sign,
 * send (native and ERC-20), fee estimates, receipts, block watching and native balance. It touches `window` only in `setup()`, so it is safe to create during SSR.
 *
 * @example
 * const portico = createPortico({ adapters: [createEvmAdapter()], networks: [...] })
 */
export function createEvmAdapter(options: CreateEvmAdapterOptions = {}): EvmAdapter {
  const emitter = createAdapterEmitter()
  const connectors = new Map<string, Connector>()
  const subscriptions = new Map<string, () => void>()
  let context: AdapterContext | undefined
  let readBalance: ReturnType<typeof createBalanceReader> | undefined
  let stopDiscovery: (() => void) | undefined

  const publish = () => emitter.emit('connectors', [...connectors.values()])

  function providerOf(connectorId: string): Eip1193Provider {
    if (typeof connectorId !== 'string' || connectorId === '') {
      throw new ValidationError('Invalid connectorId: expected a non-empty string')
    }
    const connector = connectors.get(connectorId)
    if (!connector) throw new ValidationError(`Unknown connector: ${connectorId}`)
    const own = connector.provider as Eip1193Provider | undefined
    const provider = connectorId === INJECTED_CONNECTOR_ID ? (injectedProvider() ?? own) : own
    if (typeof provider?.request !== 'function') {
      throw new BaseError(`${connector.name} is not available in this browser`, { category: 'WALLET' })
    }
    return provider
  }

  function unlisten(connectorId: string): void {
    subscriptions.get(connectorId)?.()
    subscriptions.delete(connectorId)
  }

  function listen(connectorId: string, provider: Eip1193Provider): void {
    unlisten(connectorId)
    subscriptions.set(
      connectorId,
      subscribeProviderEvents(provider, connectorId, emitter, () => unlisten(connectorId)),
    )
  }

  const adapter: EvmAdapter = {
    namespace: EVM_NAMESPACE,

    setup(ctx) {
      context = ctx
      readBalance = createBalanceReader((network) => ctx.getRpcUrl(network))
      if (typeof window === 'undefined') return
      if (options.injected !== false) connectors.set(INJECTED_CONNECTOR_ID, injectedConnector())
      if (options.eip6963 !== false && !stopDiscovery) {
        stopDiscovery = watchAnnouncements(window, (announcement) => {
          const connector = announcedConnector(announcement)
          connectors.set(connector.id, connector)
          publish()
        })
      }
      publish()
    },

    getConnectors: () => [...connectors.values()],

    on: (event, listener) => emitter.on(event, listener),

    addConnector(connector) {
      if (typeof connector?.id !== 'string' || connector.id === '') {
        throw new ValidationError('Invalid connector: id must be a non-empty string')
      }
      if (typeof connector.provider?.request !== 'function') {
        throw new ValidationError(`Invalid connector ${connector.id}: provider.request must be a function`)
      }
      connectors.set(connector.id, { ...connector })
      publish()
    },

    async connect({ connectorId, caipNetwork }) {
      const provider = providerOf(connectorId)
      const requested = await parseAccounts(await provider.request({ method: 'eth_requestAccounts' }))
      const data = await getProviderData(provider)
      const accounts = data.accounts.length > 0 ? data.accounts : requested
      const [address] = accounts
      if (address === undefined) throw new InvalidWalletResponseError('Wallet returned no accounts')
      let chainId = data.chainId
      if (caipNetwork && evmChainId(caipNetwork) !== chainId) {
        try {
          await switchChain(provider, caipNetwork)
          chainId = evmChainId(caipNetwork)
        } catch (error) {
          // Connected on another chain: core shows it as unsupported (D-11) and lets the user switch.
          console.warn(`@portico/evm: the wallet did not switch to ${caipNetwork.caipNetworkId}`, error)
        }
      }
      if (chainId === undefined) throw new InvalidWalletResponseError('Wallet did not report its chain id')
      listen(connectorId, provider)
      return { connectorId, address, chainId, accounts: toAccounts(accounts), ...approvedNetworks(provider) }
    },

    async reconnect({ connectorId }): Promise<AdapterConnection | undefined> {
      if (!connectors.has(connectorId)) return undefined
      const provider = providerOf(connectorId)
      const { accounts, chainId } = await getProviderData(provider)
      const [address] = accounts
      if (address === undefined || chainId === undefined) return undefined
      listen(connectorId, provider)
      return { connectorId, address, chainId, accounts: toAccounts(accounts), ...approvedNetworks(provider) }
    },

    async disconnect({ connectorId }) {
      unlisten(connectorId)
      if (!connectors.has(connectorId)) return
      const provider = providerOf(connectorId)
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Not every wallet supports revoking; the app forgets the connection either way.
      }
    },

    async switchNetwork({ connectorId, caipNetwork }) {
      await switchChain(providerOf(connectorId), caipNetwork)
    },

    async getBalance(params: { address: string; caipNetwork: CaipNetwork }) {
      if (!readBalance || !context)
        throw new BaseError('createEvmAdapter: setup() must run before getBalance')
      return readBalance(params)
    },

    signMessage: ({ connectorId, address, message }) =>
      personalSign(providerOf(connectorId), address, message),

    getProvider(connectorId) {
      try {
        return providerOf(connectorId)
      } catch {
        return undefined
      }
    },

    signTypedData: ({ connectorId, address, typedData }) =>
      signTypedDataV4(providerOf(connectorId), address, typedData),

    async sendTransaction({ connectorId, address, caipNetwork, to, value, data }) {
      evmChainId(caipNetwork)
      return sendTransactionRequest(providerOf(connectorId), { from: address, to, value, data })
    },

    // G-04, G-05: ERC-20 transfer, fee estimate, receipt and block watch (lazy viem code).
    ...lazyTokenTransferMethods(providerOf, (network) => {
      if (!context) throw new BaseError('createEvmAdapter: setup() must run before reading the chain')
      return context.getRpcUrl(network)
    }),

    async request({ connectorId, method, params }) {
      if (typeof method !== 'string' || method === '') {
        throw new ValidationError('Invalid method: expected a non-empty string')
      }
      return providerOf(connectorId).request({ method, ...(params === undefined ? {} : { params }) })
    },

    destroy() {
      stopDiscovery?.()
      stopDiscovery = undefined
      for (const connectorId of [...subscriptions.keys()]) unlisten(connectorId)
    },
  }
  return adapter
}
