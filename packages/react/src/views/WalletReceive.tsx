import { ErrorMessages, SuccessMessages, shortenAddress } from '@portico/core'
import { lazy, Suspense } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useStrings } from '../i18n/useStrings.js'
import { Spinner } from '../ui/Spinner.js'
import { AccountStyles } from './account/AccountStyles.js'
import { SEND_EN } from './account/sendStrings.js'
import { useActiveAccount } from './account/useActiveAccount.js'

const QrCode = lazy(() => import('../ui/QrCode.js').then((m) => ({ default: m.QrCode })))

/** Rendered size of the receive QR code, CSS pixels. */
const RECEIVE_QR_SIZE = 220

/**
 * H-01..H-03: the connected address as a QR code (the encoder loads on demand), a copy button ('Address
 * copied' / 'Failed to copy') and the networks of the active namespace it can receive on.
 */
export function WalletReceiveView() {
  const portico = usePorticoInstance()
  const { address, namespace } = useActiveAccount()
  const networks = useStoreSelector(portico.stores.chains, (s) =>
    namespace ? (s.chains[namespace]?.networkState.requestedCaipNetworks ?? []) : [],
  )
  const t = useStrings('send', SEND_EN)
  if (!address) return <p className="center muted">{t.noWallet}</p>

  async function copy() {
    try {
      await navigator.clipboard.writeText(address ?? '')
      portico.notifications.showSnackbar(SuccessMessages.ADDRESS_COPIED, 'success')
    } catch {
      portico.notifications.showError(ErrorMessages.FAILED_TO_COPY)
    }
  }

  return (
    <div className="center" data-testid="view-WalletReceive">
      <AccountStyles />
      <div data-testid="receive-qr" data-value={address}>
        <Suspense fallback={<Spinner label={t.loadingQr} />}>
          <QrCode value={address} label={fill(t.qrOfAddress, { address })} size={RECEIVE_QR_SIZE} />
        </Suspense>
      </div>
      <p className="address">{shortenAddress(address, 6, 6)}</p>
      <button
        type="button"
        className="button secondary"
        data-testid="receive-copy"
        onClick={() => void copy()}
      >
        {t.copyAddress}
      </button>
      <p className="muted">{t.onlyTheseNetworks}</p>
      <ul className="networks list" aria-label={t.compatibleNetworks} data-testid="receive-networks">
        {networks.map((n) => (
          <li key={n.caipNetworkId} className="tag">
            {n.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
