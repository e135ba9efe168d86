import {
  CONNECTOR_GROUPS,
  type ConnectMethod,
  type ConnectorGroup,
  type Features,
  type ResolvedOptions,
} from '../options.js'
import type { RecentWallet } from '../stores/connections.js'
import type { ExcludedWallet } from '../stores/connectors.js'
import type { Connector } from '../types/connector.js'
import type { WalletListEntry } from '../types/wallet.js'

/** C-04: default display order of connector groups: the groups as the spec lists them. */
export const DEFAULT_CONNECTOR_GROUP_ORDER: readonly ConnectorGroup[] = CONNECTOR_GROUPS

/** The generic injected connector's name (C-10). */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

/** C-10, C-11, C-12: whether a connector is listed. */
export function isConnectorVisible(
  connector: Connector,
  context: { isMobile: boolean; excluded: readonly ExcludedWallet[] },
): boolean {
  if (connector.type === 'INJECTED' && connector.name === BROWSER_WALLET_NAME) {
    if (!context.isMobile) return false
    if (!connector.info?.rdns && !connector.provider) return false
  }
  if (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED' || connector.type === 'EXTERNAL') {
    const rdns = connector.info?.rdns
    const name = connector.name.toLowerCase()
    const excluded = context.excluded.some(
      (w) => (rdns && w.rdns && w.rdns === rdns) || w.name.toLowerCase() === name,
    )
    if (excluded) return false
  }
  return true
}

/** C-13: drops catalogue wallets already shown as an announced connector or a recent wallet. */
export function dedupeCatalogue(
  wallets: readonly WalletListEntry[],
  connectors: readonly Connector[],
  recent: readonly RecentWallet[],
): WalletListEntry[] {
  const rdnsSeen = new Set<string>()
  const idsSeen = new Set<string>(recent.map((w) => w.id))
  const namesSeen = new Set<string>()
  for (const c of connectors) {
    if (c.info?.rdns) rdnsSeen.add(c.info.rdns)
    if (c.explorerId) idsSeen.add(c.explorerId)
    namesSeen.add(c.name.toLowerCase())
  }
  for (const w of recent) if (w.rdns) rdnsSeen.add(w.rdns)
  return wallets.filter((w) => {
    if (idsSeen.has(w.id)) return false
    if (w.rdns) return !rdnsSeen.has(w.rdns)
    return !namesSeen.has(w.name.toLowerCase())
  })
}

/** C-14: marks catalogue wallets announced in this browser as installed, installed first. */
export function markInstalled(
  wallets: readonly WalletListEntry[],
  connectors: readonly Connector[],
): WalletListEntry[] {
  const announced = new Set(connectors.filter((c) => c.type === 'ANNOUNCED').map((c) => c.info?.rdns))
  const marked = wallets.map((w) => (w.rdns && announced.has(w.rdns) ? { ...w, installed: true } : w))
  return [...marked.filter((w) => w.installed), ...marked.filter((w) => !w.installed)]
}

/** C-05: overridden groups first, then the rest in default order, without duplicates. */
export function connectorGroupOrder(override: readonly ConnectorGroup[] | undefined): ConnectorGroup[] {
  const order = [...(override ?? []), ...DEFAULT_CONNECTOR_GROUP_ORDER]
  return order.filter(
    (group, i) => DEFAULT_CONNECTOR_GROUP_ORDER.includes(group) && order.indexOf(group) === i,
  )
}

/** C-02, C-03: connect method order; an explicit order always wins. */
export function connectMethodsOrder(features: Features, hasVisibleInjected: boolean): ConnectMethod[] {
  if (features.connectMethodsOrder?.length) return [...features.connectMethodsOrder]
  return hasVisibleInjected ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

/** C-07: the injected group covers INJECTED, ANNOUNCED and MULTI_CHAIN connectors. */
export function groupOfConnector(connector: Connector): ConnectorGroup | undefined {
  switch (connector.type) {
    case 'INJECTED':
    case 'ANNOUNCED':
    case 'MULTI_CHAIN':
      return 'injected'
    case 'EXTERNAL':
      return 'external'
    case 'WALLET_CONNECT':
      return 'walletConnect'
    default:
      return undefined
  }
}

/** connector types the app turned off (WalletConnect, EIP-6963, injected) are never listed. */
export function isConnectorTypeEnabled(
  connector: Connector,
  options: Pick<ResolvedOptions, 'enableWalletConnect' | 'enableEIP6963' | 'enableInjected'>,
): boolean {
  if (connector.type === 'ANNOUNCED') return options.enableEIP6963
  if (connector.type === 'INJECTED') return options.enableInjected
  if (connector.type === 'WALLET_CONNECT') return options.enableWalletConnect
  return true
}

/**
 * whether the "All Wallets" row shows. It needs WalletConnect (its wallets connect through it),
 * `features.allWallets`, and `allWallets` 'SHOW', or 'ONLY_MOBILE' on a phone.
 */
export function showAllWalletsRow(
  options: Pick<ResolvedOptions, 'enableWalletConnect' | 'allWallets' | 'features'>,
  isMobile: boolean,
): boolean {
  if (!options.enableWalletConnect || !options.features.allWallets) return false
  return options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && isMobile)
}

/** C-28: with a namespace filter, only wallets with a chain of that namespace; without, all of them. */
export function filterWalletsByNamespace(
  wallets: readonly WalletListEntry[],
  namespace: string | undefined,
): WalletListEntry[] {
  if (!namespace) return [...wallets]
  return wallets.filter((w) => w.chains?.some((chain) => chain.startsWith(`${namespace}:`)))
}

/**
 * C-29: on a phone, only the catalogue wallets a link can open: those with a registry `mobile_link`, plus
 * `deepLinkWalletIds` (wallets the modal opens through a deep link of its own). Portico opens no such link
 * today, so none is kept by default (docs/decisions.md). On other devices every wallet stays.
 */
export function filterWalletsForPlatform(
  wallets: readonly WalletListEntry[],
  context: { isMobile: boolean; deepLinkWalletIds?: readonly string[] },
): WalletListEntry[] {
  if (!context.isMobile) return [...wallets]
  return wallets.filter((w) => !!w.mobile_link || !!context.deepLinkWalletIds?.includes(w.id))
}

/**
 * AppKit's MULTI_CHAIN: a wallet that several adapters list (one connector per namespace, same id) shows once,
 * as the connector of `preferred` (the active namespace) when it has one, else its first; picking it connects
 * that namespace.
 */
export function dedupeMultiChain(
  connectors: readonly Connector[],
  preferred: string | undefined,
): Connector[] {
  const chosen = new Map<string, Connector>()
  for (const connector of connectors) {
    const seen = chosen.get(connector.id)
    if (!seen || (seen.chain !== preferred && connector.chain === preferred))
      chosen.set(connector.id, connector)
  }
  return connectors.filter((c) => chosen.get(c.id) === c)
}
