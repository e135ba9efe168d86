import type { EmbeddedSiwxSigned } from '../controllers/siwx/embeddedSignIn.js'
import type { Connector } from './connector.js'
import type { ConnectorRegistration } from './connectorRegistration.js'

/** M-07: the app's sign-in message for a login (address placeholder); the secure site signs it at login. */
export type EmbeddedSiwxParams = { siwxMessage?: string | undefined }

/** The user a login resolves (F-25), with M-07's signed sign-in when a message was given. */
export type EmbeddedLoginUser = {
  address: string
  email?: string | undefined
  userName?: string | null | undefined
  socialProvider?: string | undefined
  siwx?: EmbeddedSiwxSigned | undefined
}

/** A social or Farcaster login's user: the provider it came through is known. */
export type EmbeddedSocialUser = EmbeddedLoginUser & { socialProvider: string }

/**
 * The login steps an embedded wallet's connector carries (F-14 to F-23). Each is one exchange with the secure
 * site; the flows that chain them (and connect, sign in and close the dialog) are core's embedded login
 * controller's, so every view and framework runs them the same way.
 */
export interface EmbeddedLogin {
  /** F-15: sends the code to `email`; resolves the next step (`VERIFY_OTP` for a code). */
  connectEmail(email: string): Promise<{ action: string }>
  /**
   * F-16, issue 22: waits for a code typed in the secure site's own input, then has it checked; rejects with the
   * frame's message on a wrong one (call again for the next try). `onCodeEntered` runs once a code was typed.
   */
  connectOtp(params?: EmbeddedSiwxParams & { onCodeEntered?: () => void }): Promise<EmbeddedLoginUser>
  /** F-19: opens the provider's popup; call it synchronously in the click handler. False when blocked. */
  openSocialPopup(): boolean
  /** F-19: the social login in the popup opened last (inside Telegram, F-21, this page goes to the provider). */
  connectSocial(provider: string, params?: EmbeddedSiwxParams): Promise<EmbeddedSocialUser>
  /** F-21: the provider stored when the last social login started. */
  storedSocialProvider(): string | null
  /** F-21: connects with the `result_uri` a Telegram page came back with. */
  resumeSocial(resultUri: string, params?: EmbeddedSiwxParams): Promise<EmbeddedSocialUser>
  /** F-20: a new Farcaster sign-in URL. */
  getFarcasterUri(): Promise<string>
  /** F-20: resolves once the Farcaster app signed in on the last URL's channel. */
  connectFarcaster(params?: EmbeddedSiwxParams): Promise<EmbeddedSocialUser>
  /** F-20: the secure site stops waiting for the Farcaster sign-in. */
  cancelFarcaster(): void
  /** The logged-in user, once loaded (F-14, F-25). */
  user(): EmbeddedLoginUser | undefined
  /** F-23: update email, step by step; each code is typed in the secure site's own input. */
  updateEmail(email: string): Promise<{ action: string }>
  updateEmailPrimaryOtp(options?: { onCodeEntered?: () => void }): Promise<{ action: string }>
  updateEmailSecondaryOtp(options?: { onCodeEntered?: () => void }): Promise<EmbeddedLoginUser>
}

/**
 * An embedded wallet's connector (C-01 type `AUTH`), as the dialog and core's controllers use it: its login
 * steps, and `register`, through which core hands it what the dialog provides (request hooks, alerts, theme,
 * the frame host). `@portico/embedded-wallet`'s `createAuthConnector` implements it.
 */
export type EmbeddedConnector = Connector & {
  type: 'AUTH'
  login: EmbeddedLogin
  /** Called once by core when the connector is added; returns what undoes it. */
  register(context: ConnectorRegistration): () => void
}

/** True for a connector that implements {@link EmbeddedConnector}. */
export function isEmbeddedConnector(connector: Connector): connector is EmbeddedConnector {
  const c = connector as Partial<EmbeddedConnector>
  return (
    c.type === 'AUTH' &&
    typeof c.register === 'function' &&
    typeof c.login === 'object' &&
    c.login !== null &&
    typeof c.login.connectEmail === 'function'
  )
}

/** The embedded wallet's connector among `connectors`, when the app configured one. */
export function findEmbeddedConnector(connectors: readonly Connector[]): EmbeddedConnector | undefined {
  return connectors.find(isEmbeddedConnector)
}
