import { Preloaded, preloadableView } from './preloadableView.js'

/** C-22: the ConnectingWalletConnect view, loaded when the Connect view's WalletConnect row is on screen. */
export const walletConnectView = preloadableView(() =>
  import('./ConnectingWalletConnect.js').then((m) => m.ConnectingWalletConnectView),
)

/** C-21: the ConnectingExternal view, loaded when the dialog opens (a wallet row is the next click). */
export const connectingExternalView = preloadableView(() =>
  import('./ConnectingExternal.js').then((m) => m.ConnectingExternalView),
)

/** The ConnectingWalletConnect view for the view registry. */
export function ConnectingWalletConnectLoader() {
  return <Preloaded view={walletConnectView} />
}

/** The ConnectingExternal view for the view registry. */
export function ConnectingExternalLoader() {
  return <Preloaded view={connectingExternalView} />
}
