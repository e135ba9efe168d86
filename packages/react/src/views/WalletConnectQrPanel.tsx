import { useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { fill, useStrings } from '../i18n/useStrings.js'
import { QrCode } from '../ui/QrCode.js'
import { WALLETS_EN } from './walletsStrings.js'

/** How long the copy control says "Link copied", in ms. */
const COPIED_FEEDBACK_MS = 2_000

/**
 * C-22: the pairing URI as a QR code, a copy-link control and the `wc-uri` element (TEST-CONTRACT.md)
 * whose `data-uri` holds the current `wc:` URI.
 */
export function WalletConnectQrPanel({ uri, walletName }: { uri: string; walletName?: string | undefined }) {
  const portico = usePorticoInstance()
  const [copied, setCopied] = useState(false)
  const t = useStrings('wallets', WALLETS_EN)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(uri)
      portico.notifications.showSnackbar(t.linkCopied, 'success')
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    } catch {
      portico.notifications.showError(t.copyFailed)
    }
  }

  return (
    <div className="center" style={{ padding: 0 }} data-testid="wc-uri" data-uri={uri}>
      <QrCode value={uri} label={walletName ? fill(t.qrLabelWallet, { name: walletName }) : t.qrLabel} />
      <p className="muted">{walletName ? fill(t.scanWith, { name: walletName }) : t.scanWithPhone}</p>
      <button
        type="button"
        className="button secondary"
        data-testid="wc-copy-link"
        onClick={() => void copy()}
      >
        {copied ? t.linkCopied : t.copyLink}
      </button>
    </div>
  )
}
