import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { Spinner } from '../ui/Spinner.js'
import { CONNECT_EN } from './connectStrings.js'
import type { WalletConnectPairing } from './useWalletConnectPairing.js'
import { WalletConnectQrPanel } from './WalletConnectQrPanel.js'
import { WALLETS_EN } from './walletsStrings.js'

/** What the view shows for a pairing state: loading, the error with a retry, the deep link or the QR. */
export function WalletConnectPairingBody({
  pairing,
  walletName,
  deepLink,
}: {
  pairing: WalletConnectPairing
  walletName?: string | undefined
  deepLink?: string | undefined
}) {
  const t = useStrings('wallets', WALLETS_EN)
  const c = useStrings('connect', CONNECT_EN)
  const message = useMessages()
  if (pairing.status === 'error') {
    return (
      <>
        <p className="error" role="alert">
          {pairing.error && message(pairing.error)}
        </p>
        <button type="button" className="button" data-testid="connect-retry" onClick={pairing.retry}>
          {c.tryAgain}
        </button>
      </>
    )
  }
  if (pairing.status === 'connecting' || pairing.status === 'connected')
    return <Spinner label={t.connecting} />
  if (pairing.waiting || !pairing.uri) return <Spinner label={t.creatingLink} />
  if (deepLink) {
    return (
      <div className="center" style={{ padding: 0 }} data-testid="wc-uri" data-uri={pairing.uri}>
        <p>{fill(c.continueIn, { name: walletName ?? '' })}</p>
        <p className="muted">{c.acceptRequest}</p>
        <a className="button" href={deepLink} data-testid="wc-open-wallet" rel="noreferrer noopener">
          {fill(t.openWallet, { name: walletName ?? '' })}
        </a>
      </div>
    )
  }
  return <WalletConnectQrPanel uri={pairing.uri} walletName={walletName} />
}
