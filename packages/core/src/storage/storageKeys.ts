import type { PorticoStorage } from './storage.js'

/**
 * W-02: every key Portico keeps in the app's storage, in one place. Keys are the spec's names under Portico's
 * prefix (`@portico/`, {@link STORAGE_PREFIX}) instead of `@appkit/`, so that an app moving from AppKit keeps
 * neither state the two would read differently.
 *
 * Spec keys that have no entry here, and where their state lives instead:
 * - `connected_namespaces`: the namespaces of {@link StorageKeys.connections}.
 * - `connection_status`: not kept; restoring a connection sets the statuses of E-04 as it goes.
 * - `wallet_id`, `wallet_name`: the connector id in {@link StorageKeys.connections}; names come from the
 *   connector or {@link StorageKeys.recentWallets}.
 * - `connected_social`, `social_provider`, `preferred_account_types`: the embedded wallet's own keys (W-01,
 *   `@portico/embedded-wallet/`).
 * - `native_balance_cache`, `portfolio_cache`, `ens_cache`, `identity_cache`: in memory for the page's life
 *   (T-04, T-05), see docs/decisions.md.
 * - `siwx-auth-token`, `siwx-nonce-token`: the vendor's cloud sign-in; Portico's SIWX keeps whole sessions in
 *   {@link StorageKeys.siwxSessions}.
 * - `WALLETCONNECT_DEEPLINK_CHOICE`: not kept (Portico opens a wallet's deep link only from its list row).
 */
export const StorageKeys = {
  /** The active network's CAIP-2 id, read at start (D-17). */
  activeCaipNetworkId: 'active_caip_network_id',
  /** The active namespace. */
  activeNamespace: 'active_namespace',
  /** `{ [namespace]: connectorId }`: the connection each namespace restores after a reload. */
  connections: 'connections',
  /** The recently used wallets (C-15). */
  recentWallets: 'recent_wallets',
  /** The built-in SIWX implementations' sessions. */
  siwxSessions: 'siwx_sessions',
} as const

type StoredConnections = Partial<Record<string, string>>

/** The per-namespace connector ids kept under {@link StorageKeys.connections}. */
export function storedConnections(storage: PorticoStorage) {
  const all = (): StoredConnections => storage.get<StoredConnections>(StorageKeys.connections) ?? {}
  return {
    get: (namespace: string): string | undefined => {
      const id = all()[namespace]
      return typeof id === 'string' ? id : undefined
    },
    set: (namespace: string, connectorId: string) =>
      storage.set(StorageKeys.connections, { ...all(), [namespace]: connectorId }),
    remove: (namespace: string) => {
      const { [namespace]: _, ...rest } = all()
      if (Object.keys(rest).length > 0) storage.set(StorageKeys.connections, rest)
      else storage.remove(StorageKeys.connections)
    },
  }
}
