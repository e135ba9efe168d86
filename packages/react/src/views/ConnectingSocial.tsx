import { ErrorMessages, patchAccountState } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { SecureFrameRegion } from '../ui/SecureFrameRegion.js'
import { Spinner } from '../ui/Spinner.js'
import { APPROVAL_HEIGHT_PX } from './ApproveTransaction.js'
import { CONNECT_EN } from './connectStrings.js'
import { findSocialLogin, SOCIAL_NAMES } from './socialLogin.js'
import { SOCIAL_EN } from './socialStrings.js'

/** Shown when the browser blocked the popup, with a retry control (F-19). */
export const POPUP_BLOCKED_TEXT = SOCIAL_EN.popupBlocked

/**
 * ConnectingSocial (F-19): waits while the user signs in with the provider in the popup, then connects the AUTH
 * connector and closes. 'Popup closed', 'Failed to initiate social connection' and 'Failed to connect' are shown
 * with a retry; a blocked popup gets its own message. Retrying opens the popup again in the click handler.
 */
export function ConnectingSocialView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const social = findSocialLogin(connectors)
  const provider = data?.socialProvider
  // F-21: a login that came back to this page (inside Telegram) is resumed by core; this view starts none.
  const resumed = data?.socialResumed === true
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string | undefined>(data?.socialError)
  useEffect(() => setError(data?.socialError), [data?.socialError])
  const started = useRef(-1)
  const t = useStrings('social', SOCIAL_EN)
  const c = useStrings('connect', CONNECT_EN)
  const message = useMessages()

  useEffect(() => {
    // Once per attempt (React's StrictMode runs effects twice in development).
    if (!social || !provider || (resumed && attempt === 0) || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    // M-07: with `siwx` on, the secure site signs the sign-in message at login, so no SIWXSignMessage follows.
    portico
      .connectEmbeddedWithSiwx((siwxMessage) => social.login.connectSocial(provider, { siwxMessage }))
      .then(async (user) => {
        await portico.connectExternal(social.connector)
        const name = user.userName ?? undefined
        patchAccountState(portico.stores.chains, 'eip155', {
          user: { ...(name ? { username: name } : {}), ...(user.email ? { email: user.email } : {}) },
          socialProvider: user.socialProvider,
        })
        if (portico.stores.router.getState().view === 'ConnectingSocial') portico.close()
      })
      .catch((e: unknown) => {
        const blocked = (e as Error)?.name === 'PopupBlockedError'
        setError(
          blocked ? POPUP_BLOCKED_TEXT : e instanceof Error ? e.message : ErrorMessages.FAILED_TO_CONNECT,
        )
      })
  }, [social, provider, resumed, attempt, portico])

  const retry = () => {
    social?.login.openSocialPopup()
    setAttempt((n) => n + 1)
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
