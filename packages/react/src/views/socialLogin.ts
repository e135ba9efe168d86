import type { Connector, EmbeddedSiwxSigned, SocialProvider } from '@portico/core'

/** The social user an AUTH connector's login resolves (F-25 plus the provider). */
export interface SocialLoginUser {
  address: string
  userName?: string | null
  email?: string
  socialProvider: string
  /** M-07: the sign-in message given to `connectSocial`, signed by the account at login. */
  siwx?: EmbeddedSiwxSigned
}

/**
 * The social login actions an AUTH connector carries (`@portico/embedded-wallet`'s `createAuthConnector` puts
 * them on `connector.login`). Typed here by shape, so the modal's first chunk does not import the embedded wallet.
 */
export interface SocialLogin {
  /** Opens the popup; call it synchronously in the click handler. False when the browser blocked it. */
  openSocialPopup(): boolean
  /** M-07: `params.siwxMessage` (address placeholder) comes back signed as the user's `siwx`. */
  connectSocial(provider: string, params?: { siwxMessage?: string | undefined }): Promise<SocialLoginUser>
  /** The logged-in user, once the embedded wallet is loaded (after a reload too, F-14). */
  user?(): { userName?: string | null; email?: string; socialProvider?: string } | undefined
}

/** The AUTH connector with its social login actions, when the app configured the embedded wallet. */
export function findSocialLogin(
  connectors: readonly Connector[],
): { connector: Connector; login: SocialLogin } | undefined {
  for (const connector of connectors) {
    const login = (connector as Connector & { login?: Partial<SocialLogin> }).login
    if (connector.type !== 'AUTH' || typeof login?.openSocialPopup !== 'function') continue
    if (typeof login.connectSocial !== 'function') continue
    return { connector, login: login as SocialLogin }
  }
  return undefined
}

/** How each provider is named to the user. */
export const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
