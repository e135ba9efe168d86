import type { WalletListEntry } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoInstance } from '../context.js'

/**
 * Opens a registry wallet: its announced connector when installed here, else the WalletConnect view
 * (which explains how to get the wallet when WalletConnect is not set up).
 */
export function useOpenWallet() {
  const portico = usePorticoInstance()
  return useCallback(
    (wallet: WalletListEntry) => {
      const { connectors } = portico.stores.connectors.getState()
      const connector = connectors.find((c) => wallet.rdns && c.info?.rdns === wallet.rdns)
      const router = portico.stores.router.getState()
      portico.stores.events.emit({
        type: 'SELECT_WALLET',
        data: { name: wallet.name, platform: connector ? 'browser' : 'qrcode' },
      })
      if (connector) router.push('ConnectingExternal', { connector, wallet })
      else router.push('ConnectingWalletConnect', { wallet })
    },
    [portico],
  )
}
