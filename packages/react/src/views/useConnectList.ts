import {
  type Connector,
  type ConnectorGroup,
  connectMethodsOrder,
  connectorGroupOrder,
  dedupeCatalogue,
  dedupeMultiChain,
  filterWalletsByNamespace,
  groupOfConnector,
  isConnectorVisible,
  markInstalled,
  showAllWalletsRow,
  type WalletListEntry,
} from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useStrings } from '../i18n/useStrings.js'
import { CONNECT_EN } from './connectStrings.js'

/** One row of the Connect view: a live connector or a registry wallet. */
export type ConnectRow =
  | { kind: 'connector'; group: ConnectorGroup; connector: Connector; tag?: string }
  | { kind: 'wallet'; group: ConnectorGroup; wallet: WalletListEntry; tag?: string }
  | { kind: 'walletConnect'; group: 'walletConnect' }

/** C-03 to C-14: the Connect view's rows, grouped and ordered, and the connect method order. */
export function useConnectList() {
  const portico = usePorticoInstance()
  const { stores } = portico
  const t = useStrings('connect', CONNECT_EN)
  const options = useStoreSelector(stores.options, (s) => s)
  const { connectors, excluded, filter, disabled } = useStoreSelector(stores.connectors, (s) => ({
    connectors: s.connectors,
    excluded: s.excludedWallets,
    filter: s.filterByNamespace,
    disabled: s.disabledNamespaces,
  }))
  const recentWallets = useStoreSelector(stores.connections, (s) => s.recentWallets)
  const connectorIds = useStoreSelector(stores.connections, (s) => s.connectorIds)
  const { featured, recommended } = useStoreSelector(stores.registry, (s) => ({
    featured: s.featured,
    recommended: s.recommended,
  }))
  const activeChain = useStoreSelector(stores.chains, (s) => s.activeChain)
  const isMobile = stores.isMobile()

  const visible = dedupeMultiChain(
    connectors.filter(
      (c) =>
        (!filter || c.chain === filter) &&
        !disabled.includes(c.chain) &&
        isConnectorVisible(c, { isMobile, excluded }),
    ),
    activeChain,
  )
  const injected = visible.filter((c) => groupOfConnector(c) === 'injected')
  const recentConnectors = recentWallets
    .map((w) => injected.find((c) => (w.rdns && c.info?.rdns === w.rdns) || c.id === w.id))
    .filter((c): c is Connector => !!c)
  const connectedThroughWalletConnect = Object.values(connectorIds).includes('walletConnect')
  const showWalletConnect =
    options.enableWalletConnect && !!options.walletConnect && !connectedThroughWalletConnect

  // without WalletConnect a catalogue wallet can only connect when it is installed here.
  // C-28: opened for a namespace, only that namespace's wallets.
  // C-29: on a phone, only wallets a link can open.
  const catalogue = (list: WalletListEntry[]) => {
    const wallets = portico.wallets.forPlatform(filterWalletsByNamespace(list, filter))
    return options.enableWalletConnect ? wallets : markInstalled(wallets, visible).filter((w) => w.installed)
  }

  const rows: Record<ConnectorGroup, ConnectRow[]> = {
    walletConnect: showWalletConnect ? [{ kind: 'walletConnect', group: 'walletConnect' }] : [],
    recent: recentConnectors.map((connector) => ({
      kind: 'connector',
      group: 'recent',
      connector,
      tag: t.recent,
    })),
    injected: injected
      .filter((c) => !recentConnectors.includes(c))
      .map((connector) => ({ kind: 'connector', group: 'injected', connector, tag: t.installed })),
    featured: catalogue(markInstalled(dedupeCatalogue(featured, visible, recentWallets), visible)).map(
      (wallet) => ({ kind: 'wallet', group: 'featured', wallet }),
    ),
    custom: options.customWallets.map((wallet) => ({ kind: 'wallet', group: 'custom', wallet })),
    external: visible
      .filter((c) => groupOfConnector(c) === 'external')
      .map((connector) => ({ kind: 'connector', group: 'external', connector })),
    recommended: catalogue(dedupeCatalogue(recommended, visible, recentWallets)).map((wallet) => ({
      kind: 'wallet',
      group: 'recommended',
      wallet,
    })),
  }
  const ordered = connectorGroupOrder(options.features.connectorTypeOrder).flatMap((group) => rows[group])
  return {
    rows: ordered,
    methods: connectMethodsOrder(options.features, injected.length > 0),
    showAllWallets: showAllWalletsRow(options, isMobile),
    legal: { terms: options.termsConditionsUrl, privacy: options.privacyPolicyUrl },
  }
}
