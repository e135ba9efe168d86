import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { safeImageUrl, safeLinkUrl } from '../ui/safeUrl.js'
import { WalletImage } from '../ui/WalletImage.js'

/**
 * A registry wallet that is not installed in this browser. Until the WalletConnect connector is set up
 * (packages/walletconnect), this view says so and links to where the wallet can be installed.
 */
export function ConnectingWalletConnectView() {
  const portico = usePorticoInstance()
  const wallet = useStoreSelector(portico.stores.router, (s) => s.data?.wallet)
  const links = [
    ['Website', wallet?.homepage],
    ['Chrome Web Store', wallet?.chrome_store],
    ['App Store', wallet?.app_store],
    ['Google Play', wallet?.play_store],
  ] as const
  return (
    <div className="center" data-testid="view-ConnectingWalletConnect">
      {wallet && <WalletImage src={safeImageUrl(portico.wallets.walletImage(wallet))} size={72} />}
      <p>{wallet ? `${wallet.name} is not installed in this browser` : 'WalletConnect is not set up'}</p>
      <p className="muted">WalletConnect pairing is not enabled for this app yet.</p>
      <ul className="list" style={{ width: '100%' }}>
        {links.map(([label, href]) => {
          const url = safeLinkUrl(href)
          return url ? (
            <li key={label}>
              <a className="row" href={url} target="_blank" rel="noreferrer noopener">
                {label}
              </a>
            </li>
          ) : null
        })}
      </ul>
    </div>
  )
}
