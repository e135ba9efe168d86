import { ErrorMessages } from '@portico/core'
import type { FrameTransport } from './embeddedProvider.js'
import { EmbeddedWalletError } from './errors.js'
import { SOCIAL_POPUP_CHECK_MS, SOCIAL_RESULT_TYPE } from './socialPopup.js'

/** Options of {@link runSocialLogin}. */
export interface SocialLoginOptions {
  frame: FrameTransport
  /** The popup opened on the secure site (see `openSocialPopup`). */
  popup: Window
  provider: string
  /** The secure site's origin: the only one whose result is accepted. */
  secureSiteOrigin: string
  /** Default `window`. */
  win?: Window
  /** Default {@link SOCIAL_POPUP_CHECK_MS}. */
  checkIntervalMs?: number
}

/** An error whose message is one of the spec's strings (S-34, S-36, S-37). */
const fail = (message: string, cause?: unknown) => new EmbeddedWalletError(message, cause)

/**
 * F-19: asks the frame for the provider's URL (GET_SOCIAL_REDIRECT_URI), sends the popup there, and waits for
 * the secure site's popup page to post `{ type, resultUri }`: accepted only from the secure site's origin and
 * from that popup, anything else ignored with a warning. The popup is checked every second and a closed one
 * rejects 'Popup closed'; a missing URI or a failing call rejects 'Failed to initiate social connection'.
 * Resolves the result URI (the popup is closed by then); the caller connects with it (CONNECT_SOCIAL).
 */
export async function runSocialLogin(options: SocialLoginOptions): Promise<string> {
  const { frame, popup } = options
  const win = options.win ?? window
  let uri: unknown
  try {
    uri = (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: options.provider }))?.uri
  } catch (error) {
    popup.close()
    throw fail(ErrorMessages.FAILED_TO_INITIATE_SOCIAL, error)
  }
  if (typeof uri !== 'string' || !/^https?:\/\//.test(uri)) {
    popup.close()
    throw fail(ErrorMessages.FAILED_TO_INITIATE_SOCIAL)
  }
  if (popup.closed) throw fail(ErrorMessages.POPUP_CLOSED)
  popup.location.href = uri
  return new Promise<string>((resolve, reject) => {
    const done = () => {
      win.removeEventListener('message', onMessage)
      clearInterval(timer)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; resultUri?: unknown } | null
      if (data?.type !== SOCIAL_RESULT_TYPE) return
      if (
        event.origin !== options.secureSiteOrigin ||
        event.source !== popup ||
        typeof data.resultUri !== 'string'
      ) {
        console.warn(
          'Portico embedded wallet: a social result from an unexpected origin or window was ignored',
          event.origin,
        )
        return
      }
      done()
      popup.close()
      resolve(data.resultUri)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      done()
      reject(fail(ErrorMessages.POPUP_CLOSED))
    }, options.checkIntervalMs ?? SOCIAL_POPUP_CHECK_MS)
    win.addEventListener('message', onMessage)
  })
}
