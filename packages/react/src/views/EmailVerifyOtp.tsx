import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fillNodes } from '../i18n/fillNodes.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { SecureFrameRegion } from '../ui/SecureFrameRegion.js'
import { APPROVAL_HEIGHT_PX } from './ApproveTransaction.js'
import { findEmailLogin } from './emailLogin.js'
import { EMAIL_EN } from './emailStrings.js'

/** F-16: the resend cooldown. */
const RESEND_COOLDOWN_SEC = 30
/** Height of the row where the secure site's code input shows (issue 22). */
export const CODE_REGION_HEIGHT_PX = 56

/**
 * EmailVerifyOtp (F-16): the code input, the expiry note, and "Resend Code" ("Resend in {n}s" during the
 * cooldown). The input is the secure site's (`otp-input` inside its frame, over this view's code row; issue 22):
 * six digits typed there are checked by the frame, and this view learns only the outcome. While a typed code is
 * checked the frame covers the whole body instead, for the passkey setup or unlock step that follows it (passkey
 * mode, issue 22). A right code (and key step) connects the AUTH connector and closes the dialog; a wrong one
 * shows the error and waits for the next code.
 */
export function EmailVerifyOtpView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const auth = findEmailLogin(connectors)
  const email = data?.email ?? ''
  const [error, setError] = useState<string>()
  const [note, setNote] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  // A code was typed and is being checked: the frame covers the body, for the passkey or recovery-kit screens.
  const [checking, setChecking] = useState(false)
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SEC)
  const t = useStrings('email', EMAIL_EN)
  const message = useMessages()

  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])

  // The connector and its login are stable objects (`auth` itself is new at every render: the cooldown ticks).
  const login = auth?.login
  const connector = auth?.connector
  // One attempt per code typed in the frame; a wrong code shows its error and starts the next attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the wait after a wrong code.
  useEffect(() => {
    if (!login || !connector) return
    let live = true
    // M-07: with `siwx` on, the secure site signs the sign-in message at login, so no SIWXSignMessage follows.
    portico
      .connectEmbeddedWithSiwx((siwxMessage) =>
        login.connectOtp({
          ...(siwxMessage === undefined ? {} : { siwxMessage }),
          onCodeEntered: () => {
            if (!live) return
            setError(undefined)
            setChecking(true)
          },
        }),
      )
      .then(() => portico.connectExternal(connector))
      .then(() => {
        if (portico.stores.router.getState().view === 'EmailVerifyOtp') portico.close()
      })
      .catch((e: unknown) => {
        if (!live) return
        setChecking(false)
        setError(e instanceof Error ? e.message : String(e))
        setAttempt((n) => n + 1)
      })
    return () => {
      live = false
    }
  }, [login, connector, portico, attempt])

  const resend = async () => {
    if (!auth || cooldown > 0) return
    setError(undefined)
    try {
      await auth.login.connectEmail(email)
      setNote(t.resent)
      setCooldown(RESEND_COOLDOWN_SEC)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }

  // Issue 22: once a code was typed in the frame and while it is checked, the secure site may ask for the passkey
  // or recovery kit on its own screens: the frame then covers this view's body instead of the code row.
  if (checking) {
    return (
      <div className="center" data-testid="view-EmailVerifyOtp">
        <SecureFrameRegion testId="secure-frame-login" height={APPROVAL_HEIGHT_PX} />
      </div>
    )
  }
  return (
    <div className="center" data-testid="view-EmailVerifyOtp">
      <p>{fillNodes(t.enterCodeSentTo, { email: <strong>{email}</strong> })}</p>
      <SecureFrameRegion testId="otp-region" className="otp-region" height={CODE_REGION_HEIGHT_PX} />
      {error && (
        <p className="error" role="alert">
          {message(error)}
        </p>
      )}
      <p className="muted">{t.expires}</p>
      {note && <p className="muted">{note}</p>}
      <button
        type="button"
        className="link-button"
        data-testid="otp-resend"
        disabled={cooldown > 0}
        onClick={() => void resend()}
      >
        {cooldown > 0 ? fill(t.resendIn, { seconds: cooldown }) : t.resend}
      </button>
    </div>
  )
}
