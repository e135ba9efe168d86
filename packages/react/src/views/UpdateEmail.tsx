import { type Connector, ErrorMessages } from '@portico/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { OTP_LENGTH, OtpInput } from '../ui/OtpInput.js'
import { EMAIL_EN } from './emailStrings.js'

/** F-23: the update-email steps an AUTH connector carries on `connector.login` (typed by shape). */
interface UpdateEmailLogin {
  updateEmail(email: string): Promise<unknown>
  updateEmailPrimaryOtp(otp: string): Promise<unknown>
  updateEmailSecondaryOtp(otp: string): Promise<unknown>
}

/** The connected AUTH connector's update-email steps, if any. */
function useUpdateEmail(): UpdateEmailLogin | undefined {
  const portico = usePorticoInstance()
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const auth = connectors.find((c) => c.type === 'AUTH') as
    | (Connector & { login?: Partial<UpdateEmailLogin> })
    | undefined
  const login = auth?.login
  return typeof login?.updateEmail === 'function' ? (login as UpdateEmailLogin) : undefined
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** F-23 step 1 (UpdateEmailWallet): the new address; codes go to the current and to the new one. */
export function UpdateEmailWalletView() {
  const portico = usePorticoInstance()
  const login = useUpdateEmail()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const t = useStrings('email', EMAIL_EN)
  const translate = useMessages()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    // The format is checked by the secure site and the gateway (importing core's validator here would split it
    // out of the first chunk into a file of its own).
    setBusy(true)
    setError(undefined)
    try {
      await login?.updateEmail(value)
      portico.stores.router.getState().push('UpdateEmailPrimaryOtp', { email: value })
    } catch (e) {
      setError(/invalid email/i.test(message(e)) ? ErrorMessages.INVALID_EMAIL_TRY_AGAIN : message(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="center" data-testid="view-UpdateEmailWallet" onSubmit={(e) => void submit(e)} noValidate>
      <input
        type="email"
        className="input"
        data-testid="update-email-input"
        placeholder={t.newEmail}
        aria-label={t.newEmail}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button
        type="submit"
        className="button"
        data-testid="update-email-submit"
        disabled={busy || !email.trim()}
      >
        {t.continue}
      </button>
      {error && (
        <p className="error" role="alert">
          {translate(error)}
        </p>
      )}
    </form>
  )
}

/** A six-digit code input that submits itself when full (F-16's behaviour), with the error under it. */
function CodeStep(props: { testId: string; prompt: string; submit(code: string): Promise<void> }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const sent = useRef('')
  const { submit } = props
  const translate = useMessages()
  useEffect(() => {
    if (code.length !== OTP_LENGTH || sent.current === code) return
    sent.current = code
    setBusy(true)
    setError(undefined)
    submit(code)
      .catch((e: unknown) => {
        setError(message(e))
        setCode('')
        sent.current = ''
      })
      .finally(() => setBusy(false))
  }, [code, submit])
  return (
    <div className="center" data-testid={props.testId}>
      <p>{props.prompt}</p>
      <OtpInput value={code} disabled={busy} onChange={setCode} />
      {error && (
        <p className="error" role="alert">
          {translate(error)}
        </p>
      )}
    </div>
  )
}

/** F-23 step 2 (UpdateEmailPrimaryOtp): the code sent to the current address. */
export function UpdateEmailPrimaryOtpView() {
  const portico = usePorticoInstance()
  const login = useUpdateEmail()
  const email = useStoreSelector(portico.stores.router, (s) => s.data?.email)
  const t = useStrings('email', EMAIL_EN)
  const submit = useRef(async (code: string) => {
    await login?.updateEmailPrimaryOtp(code)
    portico.stores.router.getState().push('UpdateEmailSecondaryOtp', { email })
  }).current
  return <CodeStep testId="view-UpdateEmailPrimaryOtp" prompt={t.enterCodeCurrent} submit={submit} />
}

/** F-23 step 3 (UpdateEmailSecondaryOtp): the code sent to the new address; then back to the Account view. */
export function UpdateEmailSecondaryOtpView() {
  const portico = usePorticoInstance()
  const login = useUpdateEmail()
  const email = useStoreSelector(portico.stores.router, (s) => s.data?.email)
  const t = useStrings('email', EMAIL_EN)
  const submit = useRef(async (code: string) => {
    await login?.updateEmailSecondaryOtp(code)
    const history = portico.stores.router.getState().history
    const account = history.lastIndexOf('Account')
    if (account >= 0) portico.stores.router.getState().goBackToIndex(account)
    else portico.close()
  }).current
  return (
    <CodeStep
      testId="view-UpdateEmailSecondaryOtp"
      prompt={fill(t.enterCodeSentTo, { email: email ?? t.yourNewEmail })}
      submit={submit}
    />
  )
}
