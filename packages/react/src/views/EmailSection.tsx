import { findEmbeddedConnector } from '@portico/core'
import { type FormEvent, useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useEmbeddedLogin } from '../hooks/useEmbeddedLogin.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useMessages, useStrings } from '../i18n/useStrings.js'
import { CONNECT_EN } from './connectStrings.js'

/**
 * The Connect view's email section (F-15, F-17): an email field that starts the embedded wallet's login. The flow
 * (checking the address, sending the code, showing EmailVerifyOtp) is core's embedded login controller's; this
 * renders its `email` state.
 */
export function EmailSection() {
  const portico = usePorticoInstance()
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const auth = findEmbeddedConnector(connectors)
  const { login, state } = useEmbeddedLogin((s) => s.email)
  const [email, setEmail] = useState('')
  const t = useStrings('connect', CONNECT_EN)
  const message = useMessages()
  // A new visit of the Connect view starts without the last attempt's error.
  useEffect(() => login?.clear('email'), [login])
  if (!auth) return null
  const error = state?.error

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await (await portico.embeddedLogin()).sendCode(email)
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
          disabled={state?.sending === true || email.trim() === ''}
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
