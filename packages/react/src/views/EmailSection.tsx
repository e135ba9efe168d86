import { ErrorMessages, isEmail } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useMessages, useStrings } from '../i18n/useStrings.js'
import { CONNECT_EN } from './connectStrings.js'
import { findEmailLogin } from './emailLogin.js'

/** F-17: shown under the input for a malformed email or one the secure site refuses. */
export const INVALID_EMAIL_TRY_AGAIN = ErrorMessages.INVALID_EMAIL_TRY_AGAIN

/** The Connect view's email section (F-15, F-17): an email field that starts the embedded wallet's login. */
export function EmailSection() {
  const portico = usePorticoInstance()
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const auth = findEmailLogin(connectors)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const t = useStrings('connect', CONNECT_EN)
  const message = useMessages()
  if (!auth) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isEmail(value)) return setError(INVALID_EMAIL_TRY_AGAIN)
    setError(undefined)
    setBusy(true)
    try {
      const { action } = await auth.login.connectEmail(value)
      if (action === 'VERIFY_OTP') {
        portico.stores.router.getState().push('EmailVerifyOtp', { connector: auth.connector, email: value })
      }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      setError(/invalid email/i.test(message) ? INVALID_EMAIL_TRY_AGAIN : message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section data-testid="connect-section-email" aria-label={t.email}>
      <form className="email-form" onSubmit={(e) => void submit(e)} noValidate>
        <input
          type="email"
          className="input"
          data-testid="email-input"
          placeholder={t.email}
          autoComplete="email"
          value={email}
          aria-invalid={!!error}
          aria-describedby={error ? 'portico-email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button
          type="submit"
          className="button"
          data-testid="email-submit"
          disabled={busy || email.trim() === ''}
        >
          {t.continue}
        </button>
      </form>
      {error && (
        <p className="error" id="portico-email-error" role="alert">
          {message(error)}
        </p>
      )}
    </section>
  )
}
