import { useStoreSelector } from '@portico/react'
import { useAppKitInstance } from './useAppKitInstance.js'

/** AppKit's `useWalletInfo`: `{ walletInfo }`, the connected wallet's `name` and `icon`, or undefined. */
export function useWalletInfo() {
  const portico = useAppKitInstance()
  const walletInfo = useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.connectedWalletInfo : undefined,
  )
  return { walletInfo }
}
