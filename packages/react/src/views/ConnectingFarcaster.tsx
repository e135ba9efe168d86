import { lazy, Suspense, useEffect, useRef } from 'react'
import { usePorticoInstance } from '../context.js'
import { useEmbeddedLogin } from '../hooks/useEmbeddedLogin.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useMessages, useStrings } from '../i18n/useStrings.js'
import { APPROVAL_HEIGHT_PX, SecureFrameRegion } from '../ui/SecureFrameRegion.js'
import { Spinner } from '../ui/Spinner.js'

const QrCode = lazy(() => import('../ui/QrCode.js').then((m) => ({ default: m.QrCode })))

/** ConnectingFarcaster's strings in English: the catalogues' `farcaster` group (in this lazy chunk). */
export const FARCASTER_EN = {
  scan: 'Scan this QR code with your phone to sign in with Farcaster',
  qrLabel: 'QR code to sign in with Farcaster',
  open: 'Open Farcaster',
  openHint: 'Sign in with Farcaster in the app that opens, then come back here.',
  loading: 'Preparing Farcaster sign-in',
  retry: 'Try again',
} as const

/** Size of the sign-in QR code in CSS pixels. */
const FARCASTER_QR_SIZE = 240

/**
 * ConnectingFarcaster (F-20): shows the Farcaster sign-in URL, a QR code on desktop and a link on mobile,
 * fetched (GET_FARCASTER_URI) only when none is stored; waits until the Farcaster app signed in, connects the
 * AUTH connector and closes. Closing the dialog meanwhile rejects 'Popup closed' (S-34); Back drops the URL;
 * errors get a retry. The flow is core's embedded login controller's; this renders its `farcaster` state and the
 * URL in the account state.
 */
export function ConnectingFarcasterView() {
  const portico = usePorticoInstance()
  const url = useStoreSelector(portico.stores.chains, (s) => s.chains.eip155?.accountState.farcasterUrl)
  const { login, state } = useEmbeddedLogin((s) => s.farcaster)
  const started = useRef(false)
  const t = useStrings('farcaster', FARCASTER_EN)
  const message = useMessages()
  const error = state?.error

  // Leaving the view unconnected (Back) drops the URL and stops the secure site's wait, after 100 ms.
  useEffect(() => login?.showFarcaster(), [login])
  useEffect(() => {
    // Once per view (React's StrictMode runs effects twice in development; core joins a sign-in under way too).
    if (!login || started.current) return
    started.current = true
    void login.connectFarcaster()
  }, [login])

  if (error) {
    return (
      <div className="center" data-testid="view-ConnectingFarcaster">
        <p className="error" role="alert" data-testid="connecting-farcaster-error">
          {message(error)}
        </p>
        <button
          type="button"
          className="button"
          data-testid="farcaster-retry"
          onClick={() => void login?.connectFarcaster()}
        >
          {t.retry}
        </button>
      </div>
    )
  }
  const spinner = <Spinner label={t.loading} />
  return (
    <div className="center" data-testid="view-ConnectingFarcaster">
      {!url ? (
        spinner
      ) : portico.stores.isMobile() ? (
        <div data-testid="farcaster-uri" data-uri={url}>
          <a className="button" href={url} target="_blank" rel="noopener noreferrer">
            {t.open}
          </a>
          <p className="muted">{t.openHint}</p>
        </div>
      ) : (
        <div data-testid="farcaster-uri" data-uri={url}>
          <Suspense fallback={spinner}>
            <QrCode value={url} label={t.qrLabel} size={FARCASTER_QR_SIZE} />
          </Suspense>
          <p className="muted">{t.scan}</p>
        </div>
      )}
      {/* Issue 22: the secure site's passkey screens, when the login opens the key (transparent until). */}
      {url && <SecureFrameRegion testId="secure-frame-login" height={APPROVAL_HEIGHT_PX} />}
    </div>
  )
}
