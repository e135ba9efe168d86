import { Spinner } from '../ui/Spinner.js'
import type { WalletConnectPairing } from './useWalletConnectPairing.js'
import { WalletConnectQrPanel } from './WalletConnectQrPanel.js'

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
  if (pairing.status === 'error') {
    return (
      <>
        <p className="error" role="alert">
          {pairing.error}
        </p>
        <button type="button" className="button" data-testid="connect-retry" onClick={pairing.retry}>
          Try again
        </button>
      </>
    )
  }
  if (pairing.status === 'connecting' || pairing.status === 'connected') return <Spinner label="Connecting" />
  if (pairing.waiting || !pairing.uri) return <Spinner label="Creating a connection link" />
  if (deepLink) {
    return (
      <div className="center" style={{ padding: 0 }} data-testid="wc-uri" data-uri={pairing.uri}>
        <p>Continue in {walletName}</p>
        <p className="muted">Accept connection request in the wallet</p>
        <a className="button" href={deepLink} data-testid="wc-open-wallet" rel="noreferrer noopener">
          Open {walletName}
        </a>
      </div>
    )
  }
  return <WalletConnectQrPanel uri={pairing.uri} walletName={walletName} />
}
