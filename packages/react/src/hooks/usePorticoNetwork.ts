import type { CaipNetwork } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** The active network and a way to switch it. */
export function usePorticoNetwork() {
  const portico = usePorticoInstance()
  const state = useStoreSelector(portico.stores.chains, (s) => ({
    caipNetwork: s.activeCaipNetwork,
    caipNetworkId: s.activeCaipNetwork?.caipNetworkId,
    chainId: s.activeCaipNetwork?.id,
  }))
  const switchNetwork = useMemo(() => (network: CaipNetwork) => portico.switchNetwork(network), [portico])
  return { ...state, switchNetwork }
}
