import type { AccountType } from './account.js'
import type { ConnectorRegistration } from './connectorRegistration.js'
import type { ChainNamespace } from './network.js'

/** Connector types (SPEC §3, C-01). */
export const CONNECTOR_TYPES = [
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/** A minimal EIP-1193 provider: what connectors hand to adapters. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): void
  removeListener?(event: string, listener: (...args: any[]) => void): void
  /**
   * The chain ids the wallet approved, for providers that know them (a WalletConnect session grants a list
   * of chains). Absent for injected wallets, which can be asked to switch to any chain (D-25).
   */
  approvedChainIds?(): readonly number[]
}

/** Who is logged in to an embedded wallet (F-25). */
export type ConnectorUser = { email?: string; username?: string; socialProvider?: string }

/** An embedded wallet's smart account (D-24, F-24, N-06). */
export type ConnectorSmartAccount = {
  /** Chain ids where smart accounts are enabled. */
  enabledNetworks: readonly number[]
  preferredAccountType: AccountType
  /** Whether the active account is a deployed smart account. */
  deployed: boolean
}

/** A way to reach a wallet (SPEC §3). Adapters create these; the connectors store lists them. */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  chains?: readonly ChainNamespace[]
  imageId?: string
  imageUrl?: string
  info?: { icon?: string; rdns?: string; name?: string }
  /** Wallet registry id, when the connector matches a registry entry. */
  explorerId?: string
  provider?: unknown
  /** F-25, E-19: an embedded wallet's logged-in user (its email, a social username and provider). */
  user?(): ConnectorUser | undefined
  /** An embedded wallet shows the user's private key on its own origin (resolves when the user is done). */
  exportKey?(): Promise<void>
  /** D-24, F-24, N-06: an embedded wallet's smart account, once a user is loaded. */
  smartAccount?(): ConnectorSmartAccount | undefined
  /** E-23: switches an embedded wallet's account type; resolves the type in use ('eoa' on a frame error). */
  setPreferredAccountType?(type: AccountType): Promise<AccountType>
  /**
   * Called by core once when the connector is added: what the dialog provides (request hooks, alerts, theme,
   * the frame host; issue 22 item 9). Returns what undoes it, if anything.
   */
  register?(context: ConnectorRegistration): (() => void) | undefined
}
