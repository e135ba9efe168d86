import { consoleApi } from '../api/consoleApi.js'

/** What the gateway's callback says went wrong (`/console/?error=…`). */
const SIGN_IN_ERRORS: Record<string, string> = {
  'signin-failed': 'The sign-in did not complete. Try again.',
  'not-an-operator': 'You signed in, but you are not on this gateway’s operator list.',
}

/** The sign-in page: one link to the operators' identity provider. */
export function SignIn({ error }: { error?: string | undefined }) {
  const reason = new URLSearchParams(window.location.search).get('error') ?? ''
  const message = SIGN_IN_ERRORS[reason] ?? error
  return (
    <main className="page narrow">
      <h1>Portico console</h1>
      <p>Operators sign in with the identity provider this gateway trusts.</p>
      {message ? (
        <p role="alert" className="error">
          {message}
        </p>
      ) : null}
      <a className="button" href={consoleApi.loginUrl} data-testid="console-login">
        Sign in
      </a>
    </main>
  )
}
