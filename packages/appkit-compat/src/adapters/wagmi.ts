import {
  type CaipNetwork,
  type ChainAdapter,
  createGatewayClient,
  DEFAULT_GATEWAY_URL,
  DEFAULT_SDK_TYPE,
  SDK_VERSION,
  ValidationError,
} from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import type { Portico } from '@portico/react'
import { type PorticoInstance, porticoConnector, toViemChain } from '@portico/wagmi'
import { type Chain, http, type Transport } from 'viem'
import { type Config, type CreateConfigParameters, type CreateConnectorFn, createConfig } from 'wagmi'
import { AppKitNotCreatedError } from '../instance.js'
import type { AppKitAdapter } from '../options/appKitOptions.js'

/** AppKit's `WagmiAdapter` options: the networks and project, plus wagmi's own `createConfig` parameters. */
export type WagmiAdapterOptions = Partial<Omit<CreateConfigParameters, 'chains' | 'client'>> & {
  networks: readonly CaipNetwork[]
  projectId: string
  /** Portico: the gateway whose RPC proxy the transports read through (default as `createPortico`'s). */
  gatewayUrl?: string
}

/**
 * AppKit's `WagmiAdapter` (`@reown/appkit-adapter-wagmi`) on Portico. Its `wagmiConfig` goes to `WagmiProvider`
 * as AppKit's does: wagmi's hooks act on the wallet the visitor connects in the Portico dialog (through
 * `@portico/wagmi`'s connector), and reads go through your gateway's RPC proxy unless `transports` are given.
 * The connector waits for `createAppKit({ adapters: [thisAdapter] })`, which binds it.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks: [base, optimism], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [base, optimism], projectId })
 * <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements AppKitAdapter {
  readonly namespace = 'eip155' as const
  readonly porticoAdapter: ChainAdapter = createEvmAdapter()
  readonly gatewayUrl: string | undefined
  readonly wagmiConfig: Config
  #portico: Portico | undefined
  #bound: Promise<Portico>
  #resolveBound!: (portico: Portico) => void

  constructor({
    networks,
    projectId,
    gatewayUrl,
    transports,
    connectors = [],
    ...rest
  }: WagmiAdapterOptions) {
    const chains = networks.filter((network) => network.chainNamespace === 'eip155').map(toViemChain)
    if (chains.length === 0)
      throw new ValidationError('WagmiAdapter: `networks` must hold at least one eip155 network')
    this.gatewayUrl = gatewayUrl
    this.#bound = new Promise((resolve) => {
      this.#resolveBound = resolve
    })
    const gateway = createGatewayClient({
      baseUrl: gatewayUrl ?? DEFAULT_GATEWAY_URL,
      projectId,
      sdkType: DEFAULT_SDK_TYPE,
      sdkVersion: SDK_VERSION,
    })
    const viaGateway: Record<number, Transport> = Object.fromEntries(
      networks
        .filter((network) => network.chainNamespace === 'eip155')
        .map((network) => [network.id, http(gateway.rpcUrl(network.caipNetworkId))]),
    )
    this.wagmiConfig = createConfig({
      ...rest,
      chains: chains as [Chain, ...Chain[]],
      connectors: [this.#connector(), ...connectors],
      // Portico finds and connects the wallets; wagmi follows its connection.
      multiInjectedProviderDiscovery: false,
      transports: { ...viaGateway, ...transports },
    })
  }

  /** Called by `createAppKit`: the instance whose dialog the wagmi connector follows. */
  bind(portico: Portico): void {
    this.#portico = portico
    this.#resolveBound(portico)
  }

  /** `@portico/wagmi`'s connector, its setup and calls held until `createAppKit` bound the adapter. */
  #connector(): CreateConnectorFn {
    const instance = (): Portico => {
      if (!this.#portico) throw new AppKitNotCreatedError()
      return this.#portico
    }
    const deferred: PorticoInstance = {
      get stores() {
        return instance().stores
      },
      get ready() {
        return instance().ready
      },
      open: (parameters) => instance().open(parameters),
      disconnect: (namespace) => instance().disconnect(namespace),
      switchNetwork: (network) => instance().switchNetwork(network),
      getWalletProvider: (namespace) => instance().getWalletProvider(namespace),
    }
    const create = porticoConnector({ portico: deferred })
    return (config) => {
      const connector = create(config)
      const afterBind =
        <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          await this.#bound
          return fn(...args)
        }
      return {
        ...connector,
        setup: afterBind(async () => connector.setup?.()),
        connect: afterBind(connector.connect),
        getProvider: afterBind(connector.getProvider),
        isAuthorized: afterBind(connector.isAuthorized),
      } as typeof connector
    }
  }
}
