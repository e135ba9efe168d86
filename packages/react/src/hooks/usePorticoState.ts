import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** `{open, loading, selectedNetworkId, activeChain}`. */
export function usePorticoState() {
  const portico = usePorticoInstance()
  const modal = useStoreSelector(portico.stores.modal, (s) => ({ open: s.open, loading: s.loading }))
  const chain = useStoreSelector(portico.stores.chains, (s) => ({
    selectedNetworkId: s.activeCaipNetwork?.caipNetworkId,
    activeChain: s.activeChain,
  }))
  return { ...modal, ...chain }
}
