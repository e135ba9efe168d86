import { ErrorMessages } from '@portico/core'
import type { BuiltEmbeddedWallet } from './buildEmbeddedWallet.js'
import { EmbeddedWalletError } from './errors.js'
import { type SiwxAtLoginParams, siwxPayload } from './siwxAtLogin.js'
import { completeSocialLogin, type SocialLoginResult } from './socialConnect.js'

/** The provider name a Farcaster login is stored and reported under. */
export const FARCASTER_PROVIDER = 'farcaster'

/** A sign-in URL the Farcaster app can open: its `farcaster://` scheme, or an https link to it. */
const SIGN_IN_URL = /^(farcaster:\/\/|https:\/\/)[^\s]+$/

/**
 * F-20: a new Farcaster sign-in URL from the secure site (GET_FARCASTER_URI, which opens a channel at the
 * gateway). Rejects 'Failed to connect to farcaster' when the call fails or answers no usable URL.
 */
export async function getFarcasterUri(built: BuiltEmbeddedWallet): Promise<string> {
  let url: unknown
  try {
    url = (await built.frame.request('GET_FARCASTER_URI'))?.url
  } catch (error) {
    throw new EmbeddedWalletError(ErrorMessages.FAILED_TO_CONNECT_FARCASTER, error)
  }
  if (typeof url !== 'string' || !SIGN_IN_URL.test(url))
    throw new EmbeddedWalletError(ErrorMessages.FAILED_TO_CONNECT_FARCASTER)
  return url
}

/**
 * F-20: waits until the Farcaster app signed in on the channel of the last URL (CONNECT_FARCASTER: the secure
 * site polls the gateway), then reads the user; rejects 'Failed to connect' with the frame's reason as cause.
 * M-07: `params.siwxMessage` comes back signed by the account as the result's `siwx`.
 */
export function connectFarcaster(
  built: BuiltEmbeddedWallet,
  params?: SiwxAtLoginParams,
): Promise<SocialLoginResult> {
  return completeSocialLogin(built, FARCASTER_PROVIDER, () =>
    built.frame.request('CONNECT_FARCASTER', siwxPayload(params)),
  )
}
