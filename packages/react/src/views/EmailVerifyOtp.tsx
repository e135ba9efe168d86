import { useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fillNodes } from '../i18n/fillNodes.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { OTP_LENGTH, OtpInput } from '../ui/OtpInput.js'
import { SecureFrameBody } from './ApproveTransaction.js'
import { findEmailLogin } from './emailLogin.js'
import { EMAIL_EN } from './emailStrings.js'

/** F-16: the resend cooldown. */
const RESEND_COOLDOWN_SEC = 30

/**
 * EmailVerifyOtp (F-16): a 6-digit input that submits itself when full, the expiry note, and "Resend Code"
 * ("Resend in {n}s" during the cooldown). A right code connects the AUTH connector and closes the dialog.
 */
export function EmailVerifyOtpView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const auth = findEmailLogin(connectors)
  const email = data?.email ?? ''
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [note, setNote] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SEC)
  const submitted = useRef('')
  const t = useStrings('email', EMAIL_EN)
  const message = useMessages()

  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])

  useEffect(() => {
    if (!auth || code.length !== OTP_LENGTH || submitted.current === code) return
    submitted.current = code
    setBusy(true)
    setError(undefined)
    // M-07: with `siwx` on, the secure site signs the sign-in message at login, so no SIWXSignMessage follows.
    portico
      .connectEmbeddedWithSiwx((siwxMessage) =>
        auth.login.connectOtp(code, siwxMessage === undefined ? undefined : { siwxMessage }),
      )
      .then(() => portico.connectExternal(auth.connector))
      .then(() => {
        if (portico.stores.router.getState().view === 'EmailVerifyOtp') portico.close()
      })
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : String(e))
        setCode('')
        submitted.current = ''
      })
      .finally(() => setBusy(false))
  }, [auth, code, portico])

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

  // Issue 22: while the code is checked, the secure site may ask for the passkey or recovery kit on its own
  // screens, shown over this view's body.
  if (busy) {
    return (
      <div className="center" data-testid="view-EmailVerifyOtp">
        <SecureFrameBody testId="secure-frame-login" />
      </div>
    )
  }
  return (
    <div className="center" data-testid="view-EmailVerifyOtp">
      <p>{fillNodes(t.enterCodeSentTo, { email: <strong>{email}</strong> })}</p>
      <OtpInput value={code} disabled={busy} onChange={setCode} />
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
