import { BaseError, InvalidWalletResponseError } from '../errors/index.js'
import type { Account } from '../types/account.js'
import type { AdapterConnection } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork } from '../types/network.js'
import { type WalletRegistry, watchWalletRegistry } from './watchWalletRegistry.js'

/** What a wallet-standard adapter keeps of the page's wallets, by name (its connector id). */
export interface WalletDirectory<W extends { name: string }> {
  /** Starts following `registry` (idempotent); returns nothing when there is no `window` (SSR). */
  start(registry: () => WalletRegistry<W>): void
  stop(): void
  get(name: string): W | undefined
  connectors(): Connector[]
}

/**
 * The wallets of a wallet-standard registry that `accept` takes, as connectors. `onChange` gets the connector
 * list after each change; `reject` may explain why a wallet was not taken (logged as a warning).
 */
export function createWalletDirectory<W extends { name: string }>(options: {
  source: string
  accept(wallet: unknown): wallet is W
  reject?(wallet: unknown): string | undefined
  toConnector(wallet: W): Connector
  onChange(connectors: Connector[]): void
  onRemove?(name: string): void
}): WalletDirectory<W> {
  const wallets = new Map<string, W>()
  let stop: (() => void) | undefined
  const connectors = () => [...wallets.values()].map(options.toConnector)
  return {
    start(registry) {
      if (typeof window === 'undefined' || stop) return
      stop = watchWalletRegistry<W>(registry(), options.source, {
        onRegister(wallet) {
          if (!options.accept(wallet)) {
            const problem = options.reject?.(wallet)
            if (problem) console.warn(`${options.source}: ignored a wallet-standard wallet that ${problem}`)
            return
          }
          wallets.set(wallet.name, wallet)
          options.onChange(connectors())
        },
        onUnregister(wallet) {
          if (wallets.get(wallet?.name) !== wallet) return
          wallets.delete(wallet.name)
          options.onRemove?.(wallet.name)
          options.onChange(connectors())
        },
      })
      options.onChange(connectors())
    },
    stop() {
      stop?.()
      stop = undefined
    },
    get: (name) => wallets.get(name),
    connectors,
  }
}

/**
 * The connection of a wallet that answered `accounts`: the first is the active address, on `network` or else
 * the first configured one.
 * @throws {InvalidWalletResponseError} when there is no account; a configuration error when no network is set.
 */
export function accountsConnection(params: {
  connectorId: string
  accounts: readonly Account[]
  network: CaipNetwork | undefined
  networks: readonly CaipNetwork[] | undefined
  source: string
}): AdapterConnection {
  const [first] = params.accounts
  if (!first) throw new InvalidWalletResponseError('Wallet returned no accounts')
  const chosen = params.network ?? params.networks?.[0]
  if (!chosen)
    throw new BaseError(`${params.source}: no network of this namespace is configured`, {
      category: 'CONFIGURATION',
    })
  return {
    connectorId: params.connectorId,
    address: first.address,
    chainId: String(chosen.id),
    accounts: params.accounts,
  }
}
