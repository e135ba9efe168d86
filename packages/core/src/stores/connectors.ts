import { createStore } from 'zustand/vanilla'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'

/** A wallet excluded by the app, resolved from the registry to what connectors can match (C-12). */
export type ExcludedWallet = { rdns?: string | null; name: string }

export type ConnectorsState = {
  /** Every connector the adapters know, in arrival order. */
  connectors: Connector[]
  excludedWallets: ExcludedWallet[]
  /** C-28: namespace the lists are filtered to, while the modal is open for it. */
  filterByNamespace: string | undefined
  /** D-15: namespaces whose connectors are hidden because the app has no network left there. */
  disabledNamespaces: ChainNamespace[]
}

export const createConnectorsStore = () =>
  createStore<ConnectorsState>()(() => ({
    connectors: [],
    excludedWallets: [],
    filterByNamespace: undefined,
    disabledNamespaces: [],
  }))

/** D-15: turns the connector list of a namespace on or off. */
export function setNamespaceEnabled(store: ConnectorsStore, namespace: ChainNamespace, enabled: boolean) {
  store.setState((s) => {
    const others = s.disabledNamespaces.filter((n) => n !== namespace)
    return { disabledNamespaces: enabled ? others : [...others, namespace] }
  })
}

export type ConnectorsStore = ReturnType<typeof createConnectorsStore>

/** Merges new connectors in, replacing ones with the same id and chain. */
export function mergeConnectors(current: readonly Connector[], incoming: readonly Connector[]): Connector[] {
  const key = (c: Connector) => `${c.chain}:${c.id}`
  const byKey = new Map(current.map((c) => [key(c), c]))
  for (const connector of incoming) byKey.set(key(connector), connector)
  return [...byKey.values()]
}
