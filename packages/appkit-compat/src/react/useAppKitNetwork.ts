import type { CaipNetwork } from '@portico/core'
import { useStoreSelector } from '@portico/react'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.js'

/** AppKit's `useAppKitNetwork`: the active network (`caipNetwork`, `caipNetworkId`, `chainId`) and `switchNetwork`. */
export function useAppKitNetwork() {
  const portico = useAppKitInstance()
  const network = useStoreSelector(portico.stores.chains, (s) => ({
    caipNetwork: s.activeCaipNetwork,
    caipNetworkId: s.activeCaipNetwork?.caipNetworkId,
    chainId: s.activeCaipNetwork?.id,
  }))
  const switchNetwork = useMemo(() => (next: CaipNetwork) => portico.switchNetwork(next), [portico])
  return { ...network, switchNetwork }
}
