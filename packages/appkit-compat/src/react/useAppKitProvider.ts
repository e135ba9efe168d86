import type { ChainNamespace } from '@portico/core'
import { useStoreSelector } from '@portico/react'
import { useAppKitInstance } from './useAppKitInstance.js'

/**
 * AppKit's `useAppKitProvider`: the connected wallet's provider for `namespace` (EIP-1193 on eip155, the
 * wallet-standard wallet on solana and bip122) and the type of its connector, or undefined when nothing is
 * connected there.
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace) {
  const portico = useAppKitInstance()
  const connectorId = useStoreSelector(portico.stores.connections, (s) => s.connectorIds[namespace])
  const walletProviderType = useStoreSelector(
    portico.stores.connectors,
    (s) => s.connectors.find((connector) => connector.id === connectorId)?.type,
  )
  // Read again whenever the namespace's connection changes (connectorId is a dependency of this render).
  const walletProvider = connectorId ? (portico.getWalletProvider(namespace) as T | undefined) : undefined
  return { walletProvider, walletProviderType }
}
