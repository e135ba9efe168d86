import { ValidationError } from '../errors/index.js'
import type { Account } from '../types/account.js'
import type { AdapterConnection, AdapterContext, ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork } from '../types/network.js'
import { createAdapterEmitter } from './adapterEmitter.js'
import { accountsConnection, createWalletDirectory } from './walletDirectory.js'
import type { WalletRegistry } from './watchWalletRegistry.js'

/**
 * What every wallet-standard adapter (Solana, Bitcoin) shares: the wallet directory, the event emitter, the
 * context, `setup`/`getConnectors`/`on`, the connector lookup and the connection of an account list.
 */
export function walletStandardBase<W extends { name: string }>(options: {
  source: string
  registry: () => WalletRegistry<W>
  accept(wallet: unknown): wallet is W
  reject?(wallet: unknown): string | undefined
  toConnector(wallet: W): Connector
  onRemove?(name: string): void
}) {
  const emitter = createAdapterEmitter(options.source)
  let context: AdapterContext | undefined
  const wallets = createWalletDirectory<W>({
    ...options,
    onChange: (list) => emitter.emit('connectors', list),
  })
  /** Wallets that are not on the page's registry (a WalletConnect session's accounts), by connector id. */
  const attached = new Map<string, W>()
  const find = (connectorId: string): W | undefined => attached.get(connectorId) ?? wallets.get(connectorId)
  const members: Pick<ChainAdapter, 'setup' | 'getConnectors' | 'on' | 'getProvider'> = {
    setup(ctx) {
      context = ctx
      wallets.start(options.registry)
    },
    getConnectors: () => wallets.connectors(),
    on: (event, listener) => emitter.on(event, listener),
    /** The wallet-standard wallet object behind the connector. */
    getProvider: (connectorId) => find(connectorId),
  }
  return {
    emitter,
    members,
    wallets,
    context: () => context,
    /** The wallet behind `connectorId`, attached or on the registry; undefined when there is none. */
    find,
    /** Serves `wallet` under `connectorId` without listing it as a connector (O-01: WalletConnect's accounts). */
    attach(connectorId: string, wallet: W): void {
      attached.set(connectorId, wallet)
    },
    /** The wallet behind `connectorId`; a clear error for a bad or unknown id. */
    walletOf(connectorId: string): W {
      if (typeof connectorId !== 'string' || connectorId === '') {
        throw new ValidationError('Invalid connectorId: expected a non-empty string')
      }
      const wallet = find(connectorId)
      if (!wallet) throw new ValidationError(`Unknown connector: ${connectorId}`)
      return wallet
    },
    connection: (
      connectorId: string,
      accounts: readonly Account[],
      network?: CaipNetwork,
    ): AdapterConnection =>
      accountsConnection({
        connectorId,
        accounts,
        network,
        networks: context?.networks,
        source: options.source,
      }),
  }
}
