import { type EmbeddedSiwxSigned, ErrorMessages } from '@portico/core'
import type { BuiltEmbeddedWallet } from './buildEmbeddedWallet.js'
import type { EmbeddedUser } from './embeddedProvider.js'
import { EmbeddedWalletError } from './errors.js'
import { LoginKeys } from './loginStorage.js'
import { type SiwxAtLoginParams, siwxPayload, withSignedSiwx } from './siwxAtLogin.js'
import { runSocialLogin } from './socialLogin.js'

/** The user of a social login, with the provider it came through. */
export type SocialUser = EmbeddedUser & { socialProvider: string }

/** M-07: a social login's user, with the app's sign-in message signed at login when one was given. */
export type SocialLoginResult = SocialUser & { siwx?: EmbeddedSiwxSigned }

/**
 * The end of a social login (F-19, F-20): `step` makes the secure site open the session (CONNECT_SOCIAL or
 * CONNECT_FARCASTER), then the user is read (F-25). A failure rejects 'Failed to connect' (S-36), with the
 * frame's reason as its cause. The username and provider are stored (F-11) for the account header (E-19).
 * M-07: the sign-in the step's reply carries signed (`siwx`) is returned with the user.
 */
export async function completeSocialLogin(
  built: BuiltEmbeddedWallet,
  provider: string,
  step: () => Promise<unknown>,
): Promise<SocialLoginResult> {
  try {
    const reply = await step()
    const user = await built.wallet.reconnect()
    if (!user?.address) throw new EmbeddedWalletError('no address after the social login')
    if (user.userName) built.storage.set(LoginKeys.SOCIAL_USERNAME, user.userName)
    built.storage.set(LoginKeys.SOCIAL_PROVIDER, provider)
    return withSignedSiwx({ ...user, socialProvider: provider }, reply)
  } catch (error) {
    throw new EmbeddedWalletError(ErrorMessages.FAILED_TO_CONNECT, error)
  }
}

/**
 * F-19 end to end on the loaded wallet: the popup flow ({@link runSocialLogin}), then CONNECT_SOCIAL with the
 * result URI ({@link completeSocialLogin}) and, M-07, the app's sign-in message when it gave one.
 */
export async function connectSocial(
  built: BuiltEmbeddedWallet,
  popup: Window,
  provider: string,
  secureSiteUrl: string,
  params?: SiwxAtLoginParams,
): Promise<SocialLoginResult> {
  const resultUri = await runSocialLogin({
    frame: built.frame,
    popup,
    provider,
    secureSiteOrigin: new URL(secureSiteUrl).origin,
  })
  return socialStep(built, provider, resultUri, params)
}

/**
 * F-21, inside Telegram (no popups there): stores the provider first, then sends this page itself to the
 * provider (GET_SOCIAL_REDIRECT_URI with `sameWindow`, so the secure site keeps the flow key across the page
 * change). The provider's return lands on the secure site, which sends the page back with `?result_uri=`;
 * {@link resumeSocial} finishes there. Never resolves: the page leaves.
 */
export async function startSocialInPage(
  built: BuiltEmbeddedWallet,
  provider: string,
  win: Window = window,
): Promise<never> {
  built.storage.set(LoginKeys.SOCIAL_PROVIDER, provider)
  let uri: unknown
  try {
    uri = (
      await built.frame.request('GET_SOCIAL_REDIRECT_URI', {
        provider,
        sameWindow: true,
        returnUrl: win.location.href,
      })
    )?.uri
  } catch (error) {
    throw new EmbeddedWalletError(ErrorMessages.FAILED_TO_INITIATE_SOCIAL, error)
  }
  if (typeof uri !== 'string' || !/^https?:\/\//.test(uri))
    throw new EmbeddedWalletError(ErrorMessages.FAILED_TO_INITIATE_SOCIAL)
  win.location.assign(uri)
  return new Promise<never>(() => undefined)
}

/**
 * F-21: connects with the result URI a Telegram page came back with, as the stored provider's login; M-07 with
 * the app's sign-in message when it gave one.
 */
export function resumeSocial(
  built: BuiltEmbeddedWallet,
  resultUri: string,
  params?: SiwxAtLoginParams,
): Promise<SocialLoginResult> {
  const provider = built.storage.get(LoginKeys.SOCIAL_PROVIDER) ?? ''
  return socialStep(built, provider, resultUri, params)
}

/** CONNECT_SOCIAL with the result URI (and M-07's sign-in message), through {@link completeSocialLogin}. */
function socialStep(
  built: BuiltEmbeddedWallet,
  provider: string,
  resultUri: string,
  params: SiwxAtLoginParams | undefined,
): Promise<SocialLoginResult> {
  return completeSocialLogin(built, provider, () =>
    built.frame.request('CONNECT_SOCIAL', { uri: resultUri, ...siwxPayload(params) }),
  )
}

// F-20: Farcaster's steps load with the social ones (one lazy chunk, one import site in the connector).
export { connectFarcaster, getFarcasterUri } from './farcasterConnect.js'
