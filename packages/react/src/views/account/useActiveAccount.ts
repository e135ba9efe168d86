import { getPlainAddress } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** The active namespace, network, plain address and the `<caipNetworkId>:<address>` key of its lists. */
export function useActiveAccount() {
  const portico = usePorticoInstance()
  return useStoreSelector(portico.stores.chains, (s) => {
    const address = getPlainAddress(s.activeCaipAddress)
    return {
      namespace: s.activeChain,
      network: s.activeCaipNetwork,
      address,
      key: s.activeCaipNetwork && address ? `${s.activeCaipNetwork.caipNetworkId}:${address}` : undefined,
    }
  })
}
