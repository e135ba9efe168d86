import { useEffect } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useStrings } from '../i18n/useStrings.js'
import { ListRow } from '../ui/ListRow.js'
import { QrGlyph } from '../ui/RowIcons.js'
import { CONNECT_EN } from './connectStrings.js'
import { walletConnectView } from './preloadedViews.js'

/**
 * C-22: the Connect view's WalletConnect row. Once the list is on screen, and again when the pointer or the
 * focus reaches the row, it starts loading the WalletConnect view and client (no pairing, no relay socket),
 * so the click shows the QR code without waiting on the network.
 */
export function WalletConnectRow() {
  const portico = usePorticoInstance()
  const t = useStrings('connect', CONNECT_EN)
  const prepare = () => {
    walletConnectView.preload().catch(() => {})
    portico.prepareWalletConnect()
  }
  // The dialog renders while closed: nothing loads before it opens (the first-click budget).
  const open = useStoreSelector(portico.stores.modal, (s) => s.open)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, after the list is painted
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(prepare, 0)
    return () => clearTimeout(timer)
  }, [open])
  return (
    <ListRow
      testId="wallet-walletConnect"
      name="WalletConnect"
      icon={<QrGlyph />}
      tag={t.qrCode}
      onIntent={prepare}
      onClick={() => portico.stores.router.getState().push('ConnectingWalletConnect')}
    />
  )
}
