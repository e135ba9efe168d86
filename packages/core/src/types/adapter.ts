import type { Account } from './account.js'
import type { Connector, Eip1193Provider } from './connector.js'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from './network.js'
import type { WalletConnectConnector } from './walletconnect.js'

/** What core hands an adapter when the modal is created. */
export type AdapterContext = {
  /** The app's networks in this adapter's namespace, in the order the app gave them. */
  networks: readonly CaipNetwork[]
  /** The RPC URL for a network: the gateway's JSON-RPC proxy unless the app overrides it. */
  getRpcUrl(network: CaipNetwork): string
}

/** The result of a connect or a silent reconnect. */
export type AdapterConnection = {
  connectorId: string
  address: string
  chainId: number | string
  accounts: readonly Account[]
  /**
   * D-25: the networks the wallet approved, when it limits them (a WalletConnect session does); omitted when
   * the wallet can switch to any network.
   */
  approvedCaipNetworkIds?: readonly CaipNetworkId[]
}

/** Events an adapter emits; core keeps chain and account state in step with them. */
export type AdapterEventMap = {
  /** Connectors appeared or went away (e.g. an EIP-6963 announcement). */
  connectors: readonly Connector[]
  accountChanged: { connectorId: string; address: string; accounts: readonly Account[] }
  chainChanged: { connectorId: string; chainId: number | string }
  disconnect: { connectorId: string }
}

export type AdapterEventName = keyof AdapterEventMap

/**
 * One chain namespace's bridge to wallets. Only adapters (and the connectors they hold) talk to wallets;
 * core calls these methods from its controllers, views call the controllers.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Called once by core before any other method. */
  setup(context: AdapterContext): void
  /** The connectors known right now. */
  getConnectors(): readonly Connector[]
  /** Subscribe to an event; returns the unsubscribe function. */
  on<E extends AdapterEventName>(event: E, listener: (payload: AdapterEventMap[E]) => void): () => void
  /** Register a connector that carries its own EIP-1193 provider (WalletConnect, custom). */
  addConnector?(connector: Connector & { provider: Eip1193Provider }): void
  /**
   * O-01: the namespaces besides eip155 (solana, bip122) take the WalletConnect session's accounts and requests
   * in their namespace, under the connector id `walletConnect`; core calls it once the connector loads.
   */
  addWalletConnect?(connector: WalletConnectConnector): void
  /** Ask the wallet for accounts; may prompt. */
  connect(params: { connectorId: string; caipNetwork?: CaipNetwork }): Promise<AdapterConnection>
  /** Restore a connection without prompting; undefined when the wallet no longer grants access. */
  reconnect(params: { connectorId: string }): Promise<AdapterConnection | undefined>
  disconnect(params: { connectorId: string }): Promise<void>
  switchNetwork(params: { connectorId: string; caipNetwork: CaipNetwork }): Promise<void>
  /** Native balance as a decimal string in whole units. */
  getBalance(params: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  signMessage(params: { connectorId: string; address: string; message: string }): Promise<string>
  signTypedData?(params: { connectorId: string; address: string; typedData: unknown }): Promise<string>
  sendTransaction(params: {
    connectorId: string
    address: string
    caipNetwork: CaipNetwork
    to: string
    /** Amount in the smallest unit (wei). */
    value: bigint
    data?: string
  }): Promise<string>
  /**
   * G-05: ERC-20 `transfer(to, amount)` on `tokenAddress` from `address` (on solana: an SPL transfer of the
   * mint `tokenAddress`). Resolves the transaction hash (signature).
   */
  transferToken?(params: {
    connectorId: string
    address: string
    caipNetwork: CaipNetwork
    tokenAddress: string
    to: string
    /** Amount in the token's smallest unit. */
    amount: bigint
    /** The token's decimals, as the balance list reports them (SPL's `transferChecked` needs them). */
    decimals?: number
  }): Promise<string>
  /**
   * The network fee (gas × gas price, in the native currency's smallest unit) of a native send of `amount`,
   * or of an ERC-20 transfer when `tokenAddress` is given.
   */
  estimateSendFee?(params: {
    address: string
    caipNetwork: CaipNetwork
    to: string
    amount: bigint
    tokenAddress?: string
  }): Promise<bigint | undefined>
  /** Resolves once the transaction is mined; rejects when it reverted. */
  waitForTransaction?(params: { caipNetwork: CaipNetwork; hash: string }): Promise<void>
  /** Calls `onBlock` for each new block of the network; returns the unsubscribe function. */
  watchBlocks?(params: { caipNetwork: CaipNetwork; onBlock: () => void }): () => void
  /**
   * The wallet object behind a connector, for an app's own calls (the EIP-1193 provider on eip155, the
   * wallet-standard wallet on solana and bip122); undefined for an unknown connector.
   */
  getProvider?(connectorId: string): unknown
  /** Starts loading the adapter's code when it loads on demand; core calls it when the dialog opens. */
  preload?(): void
  /** Raw EIP-1193 request against a connector's provider, for methods core has no action for. */
  request?(params: { connectorId: string; method: string; params?: unknown }): Promise<unknown>
}
