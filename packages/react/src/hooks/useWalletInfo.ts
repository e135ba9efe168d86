import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** The connected wallet's name and icon. */
export function useWalletInfo() {
  const portico = usePorticoInstance()
  return useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.connectedWalletInfo : undefined,
  )
}
