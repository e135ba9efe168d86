import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useEmbeddedLogin } from '../hooks/useEmbeddedLogin.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fillNodes } from '../i18n/fillNodes.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { APPROVAL_HEIGHT_PX, SecureFrameRegion } from '../ui/SecureFrameRegion.js'
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
 * shows the error and waits for the next code. The flow is core's embedded login controller's (its `code` state
 * is rendered here); the view keeps only its resend countdown.
 */
export function EmailVerifyOtpView() {
  const portico = usePorticoInstance()
  const data = useStoreSelector(portico.stores.router, (s) => s.data)
  const email = data?.email ?? ''
  const { login, state } = useEmbeddedLogin((s) => s.code)
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SEC)
  const t = useStrings('email', EMAIL_EN)
  const message = useMessages()
  const error = state?.error
  const note = state?.resent ? t.resent : undefined
  // A code was typed and is being checked: the frame covers the body, for the passkey or recovery-kit screens.
  const checking = state?.checking === true

  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])

  // Core's controller waits for each code typed in the frame (M-07: signing in at login when `siwx` is on),
  // connects and closes; a wrong code shows its error and the next one is waited for. Leaving stops it.
  useEffect(() => login?.awaitCodes(), [login])

  const resend = async () => {
    if (!login || cooldown > 0) return
    if (await login.resendCode(email)) setCooldown(RESEND_COOLDOWN_SEC)
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
