import { getPlainAddress } from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** The active account: address, CAIP address, status, balance and the connected wallet. */
export function usePorticoAccount() {
  const portico = usePorticoInstance()
  return useStoreSelector(portico.stores.chains, (s) => {
    const account = s.activeChain ? s.chains[s.activeChain]?.accountState : undefined
    return {
      address: getPlainAddress(s.activeCaipAddress),
      caipAddress: s.activeCaipAddress,
      isConnected: !!s.activeCaipAddress,
      status: account?.status ?? 'disconnected',
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      walletInfo: account?.connectedWalletInfo,
    }
  })
}
