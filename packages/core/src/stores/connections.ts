import { createStore } from 'zustand/vanilla'
import { RECENT_WALLETS_LIMIT } from '../constants.js'
import type { AccountType } from '../types/account.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletListEntry } from '../types/wallet.js'

/** C-27: a connection. */
export type Connection = {
  connectorId: string
  accounts: { address: string; type: AccountType }[]
  recent: boolean
}

/** A recently used wallet: enough to show and reconnect it. */
export type RecentWallet = Pick<WalletListEntry, 'id' | 'name' | 'image_id' | 'image_url' | 'rdns'>

export type ConnectionsState = {
  connections: Partial<Record<ChainNamespace, Connection[]>>
  /** Connector id per namespace (also persisted, for reconnect after reload). */
  connectorIds: Partial<Record<ChainNamespace, string>>
  recentWallets: RecentWallet[]
}

export const createConnectionsStore = (recentWallets: RecentWallet[] = []) =>
  createStore<ConnectionsState>()(() => ({ connections: {}, connectorIds: {}, recentWallets }))

export type ConnectionsStore = ReturnType<typeof createConnectionsStore>

/** C-08: at most 2, most recent first; re-adding a wallet already in the list leaves the order unchanged. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  if (list.some((w) => w.id === wallet.id)) return [...list]
  return [wallet, ...list].slice(0, RECENT_WALLETS_LIMIT)
}
