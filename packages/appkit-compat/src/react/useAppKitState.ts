import { useStoreSelector } from '@portico/react'
import { useAppKitInstance } from './useAppKitInstance.js'

/** AppKit's `useAppKitState`: `open`, `loading`, `selectedNetworkId`, `activeChain` and `initialized`. */
export function useAppKitState() {
  const portico = useAppKitInstance()
  const modal = useStoreSelector(portico.stores.modal, (s) => ({ open: s.open, loading: s.loading }))
  const chain = useStoreSelector(portico.stores.chains, (s) => ({
    selectedNetworkId: s.activeCaipNetwork?.caipNetworkId,
    activeChain: s.activeChain,
  }))
  // The instance exists (createAppKit ran, or a provider gave one): AppKit's `initialized`.
  return { ...modal, ...chain, initialized: true }
}
