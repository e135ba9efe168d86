import { useEffect, useRef } from 'react'
import { usePorticoInstance } from '../context.js'
import { useEmbeddedLogin } from '../hooks/useEmbeddedLogin.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { APPROVAL_HEIGHT_PX, SecureFrameRegion } from '../ui/SecureFrameRegion.js'
import { Spinner } from '../ui/Spinner.js'
import { CONNECT_EN } from './connectStrings.js'
import { SOCIAL_NAMES } from './socialLogin.js'
import { SOCIAL_EN } from './socialStrings.js'

/** Shown when the browser blocked the popup, with a retry control (F-19). */
export const POPUP_BLOCKED_TEXT = SOCIAL_EN.popupBlocked

/**
 * ConnectingSocial (F-19): waits while the user signs in with the provider in the popup, then connects the AUTH
 * connector and closes. 'Popup closed', 'Failed to initiate social connection' and 'Failed to connect' are shown
 * with a retry; a blocked popup gets its own message. Retrying opens the popup again in the click handler. The
 * flow is core's embedded login controller's; this renders its `social` state.
 */
export function ConnectingSocialView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const provider = data?.socialProvider
  // F-21: a login that came back to this page (inside Telegram) is resumed by core; this view starts none.
  const resumed = data?.socialResumed === true
  const { login, state } = useEmbeddedLogin((s) => s.social)
  const started = useRef(false)
  const t = useStrings('social', SOCIAL_EN)
  const c = useStrings('connect', CONNECT_EN)
  const message = useMessages()
  const error = state?.popupBlocked ? POPUP_BLOCKED_TEXT : state?.error

  useEffect(() => {
    // Once per view (React's StrictMode runs effects twice in development; core joins a login under way too).
    if (!login || !provider || resumed || started.current) return
    started.current = true
    void login.connectSocial(provider)
  }, [login, provider, resumed])

  // F-19: the popup opens again in this click.
  const retry = () => {
    if (login && provider) void login.retrySocial(provider)
  }
  const name = provider ? SOCIAL_NAMES[provider] : t.theProvider
  return (
    <div className="center" data-testid="view-ConnectingSocial">
      {error ? (
        <>
          <p className="error" role="alert" data-testid="connecting-social-error">
            {error === POPUP_BLOCKED_TEXT ? t.popupBlocked : message(error)}
          </p>
          <button type="button" className="button" data-testid="social-retry" onClick={retry}>
            {c.tryAgain}
          </button>
        </>
      ) : (
        <>
          {/* Issue 22: the secure site's passkey screens, when the login opens the key (transparent until). */}
          <SecureFrameRegion testId="secure-frame-login" height={APPROVAL_HEIGHT_PX} />
          <Spinner label={fill(t.waitingFor, { name })} />
          <p>{fill(c.continueIn, { name })}</p>
          <p className="muted">{fill(t.signInWith, { name })}</p>
        </>
      )}
    </div>
  )
}
