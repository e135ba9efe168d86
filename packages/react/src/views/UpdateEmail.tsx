import { type EmbeddedLogin, ErrorMessages, findEmbeddedConnector } from '@portico/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { SecureFrameRegion } from '../ui/SecureFrameRegion.js'
import { CODE_REGION_HEIGHT_PX } from './EmailVerifyOtp.js'
import { EMAIL_EN } from './emailStrings.js'

/** What a code step is told: the moment a code was typed in the secure site's input. */
type CodeStepOptions = { onCodeEntered?: () => void }

/** The embedded wallet's update-email steps (F-23; core's `EmbeddedLogin`), when the app configured one. */
function useUpdateEmail(): EmbeddedLogin | undefined {
  const portico = usePorticoInstance()
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  return findEmbeddedConnector(connectors)?.login
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

/**
 * A code step (F-16's behaviour): the secure site's code input over this view's code row (issue 22); each code
 * typed there runs `run`, whose error shows under it until the next code.
 */
function CodeStep(props: { testId: string; prompt: string; run(options: CodeStepOptions): Promise<void> }) {
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const { run } = props
  const translate = useMessages()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the wait after a wrong code.
  useEffect(() => {
    let live = true
    run({ onCodeEntered: () => live && setError(undefined) }).catch((e: unknown) => {
      if (!live) return
      setError(message(e))
      setAttempt((n) => n + 1)
    })
    return () => {
      live = false
    }
  }, [run, attempt])
  return (
    <div className="center" data-testid={props.testId}>
      <p>{props.prompt}</p>
      <SecureFrameRegion testId="otp-region" className="otp-region" height={CODE_REGION_HEIGHT_PX} />
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
  const run = useRef(async (options: CodeStepOptions) => {
    await login?.updateEmailPrimaryOtp(options)
    portico.stores.router.getState().push('UpdateEmailSecondaryOtp', { email })
  }).current
  return <CodeStep testId="view-UpdateEmailPrimaryOtp" prompt={t.enterCodeCurrent} run={run} />
}

/** F-23 step 3 (UpdateEmailSecondaryOtp): the code sent to the new address; then back to the Account view. */
export function UpdateEmailSecondaryOtpView() {
  const portico = usePorticoInstance()
  const login = useUpdateEmail()
  const email = useStoreSelector(portico.stores.router, (s) => s.data?.email)
  const t = useStrings('email', EMAIL_EN)
  const run = useRef(async (options: CodeStepOptions) => {
    await login?.updateEmailSecondaryOtp(options)
    const history = portico.stores.router.getState().history
    const account = history.lastIndexOf('Account')
    if (account >= 0) portico.stores.router.getState().goBackToIndex(account)
    else portico.close()
  }).current
  return (
    <CodeStep
      testId="view-UpdateEmailSecondaryOtp"
      prompt={fill(t.enterCodeSentTo, { email: email ?? t.yourNewEmail })}
      run={run}
    />
  )
}
