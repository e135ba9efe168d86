import type { Connector, EmbeddedSiwxSigned } from '@portico/core'

/**
 * The login actions an AUTH connector carries (`@portico/embedded-wallet`'s `createAuthConnector` puts them on
 * `connector.login`). Typed here by shape, so the modal's first chunk does not import the embedded wallet.
 */
export interface EmailLogin {
  connectEmail(email: string): Promise<{ action: string }>
  /**
   * Issue 22: waits for a code typed in the secure site's own input and has it checked; rejects on a wrong one.
   * M-07: `siwxMessage` (address placeholder) is signed by the secure site at login and returned as `siwx`.
   */
  connectOtp(params?: {
    siwxMessage?: string
    onCodeEntered?: () => void
  }): Promise<{ siwx?: EmbeddedSiwxSigned }>
}

/** The AUTH connector with its login actions, when the app configured the embedded wallet. */
export function findEmailLogin(
  connectors: readonly Connector[],
): { connector: Connector; login: EmailLogin } | undefined {
  for (const connector of connectors) {
    const login = (connector as Connector & { login?: Partial<EmailLogin> }).login
    if (connector.type !== 'AUTH' || typeof login?.connectEmail !== 'function') continue
    if (typeof login.connectOtp !== 'function') continue
    return { connector, login: login as EmailLogin }
  }
  return undefined
}
