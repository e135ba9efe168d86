import { createStore } from 'zustand/vanilla'
import type { GatewayClient } from '../gateway/client.js'
import type { Logger } from '../logging/logger.js'
import type { ResolvedOptions } from '../options.js'
import type { PorticoStorage } from '../storage/storage.js'
import type { ChainsStore } from '../stores/chains.js'
import type { ConnectionsStore } from '../stores/connections.js'
import type { ConnectorsStore } from '../stores/connectors.js'
import type { EventBus } from '../stores/events.js'
import type { ModalStore } from '../stores/modal.js'
import type { NftsStore } from '../stores/nfts.js'
import type { NotificationsStore } from '../stores/notifications.js'
import type { RouterStore } from '../stores/router.js'
import type { SecureFrameStore } from '../stores/secureFrame.js'
import type { SendStore } from '../stores/send.js'
import type { SwapStore } from '../stores/swap.js'
import type { ThemeStore } from '../stores/theme.js'
import type { TransactionsStore } from '../stores/transactions.js'
import type { WalletRegistryStore } from '../stores/walletRegistry.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/network.js'

export const createOptionsStore = (options: ResolvedOptions) => createStore<ResolvedOptions>()(() => options)
export type OptionsStore = ReturnType<typeof createOptionsStore>

/** Everything a controller may use: the stores, the gateway client, storage and the adapters. */
export type CoreContext = {
  options: OptionsStore
  modal: ModalStore
  router: RouterStore
  chains: ChainsStore
  connectors: ConnectorsStore
  connections: ConnectionsStore
  registry: WalletRegistryStore
  theme: ThemeStore
  notifications: NotificationsStore
  events: EventBus
  /** K-03: the Activity tab's history. */
  transactions: TransactionsStore
  /** The NFTs tab's list. */
  nfts: NftsStore
  /** G-08: the send form. */
  send: SendStore
  /** I: the swap form. */
  swap: SwapStore
  /** Issue 22: the dialog element an embedded wallet's frame lives in, and that frame. */
  secureFrame: SecureFrameStore
  storage: PorticoStorage
  gateway: GatewayClient
  adapters: Map<ChainNamespace, ChainAdapter>
  /** True on a phone or tablet user agent. */
  isMobile(): boolean
  /** The clock, replaceable in tests. */
  now(): number
  /** P-19: the dialog's log (level 'error' on the console, every entry kept for the app to read). */
  logger: Logger
}

/** C-10, C-11, C-29: a phone or tablet user agent. */
export function detectMobile(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
