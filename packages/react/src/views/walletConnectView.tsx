import { type ComponentType, lazy, useState } from 'react'

let loaded: ComponentType | undefined

/** The WalletConnect view's module: one import site, shared by the view registry and the row's prefetch. */
export const loadWalletConnectView = () =>
  import('./ConnectingWalletConnect.js').then((m) => {
    loaded = m.ConnectingWalletConnectView
    return m
  })

const LazyWalletConnectView = lazy(() =>
  loadWalletConnectView().then((m) => ({ default: m.ConnectingWalletConnectView })),
)

/**
 * C-22: the ConnectingWalletConnect view, rendered at once when the Connect view's prefetch has loaded it:
 * a view that suspends is revealed only after React's 300 ms fallback throttle, which would hold back the QR
 * code. Picked once per mount, so the view never remounts (and never pairs twice).
 */
export function ConnectingWalletConnectLoader() {
  const [View] = useState(() => loaded ?? LazyWalletConnectView)
  return <View />
}
