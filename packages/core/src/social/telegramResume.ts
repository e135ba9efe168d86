import type { SocialProvider } from '../constants.js'
import type { CoreContext } from '../controllers/context.js'
import type { OpenParameters } from '../controllers/modalController.js'
import type { EmbeddedSiwxSigned } from '../controllers/siwx/embeddedSignIn.js'
import { patchAccountState } from '../stores/chains.js'
import type { Connector } from '../types/connector.js'
import { isInsideTelegram } from './telegramDetect.js'

/** F-21: the query parameter a social login returns to the app with, inside Telegram. */
export const TELEGRAM_RESULT_PARAM = 'result_uri'

/** What {@link takeTelegramSocialResult} reads and changes: the page's URL and history, and the Telegram globals. */
export type TelegramPage = object & {
  location: { href: string }
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void }
}

/**
 * F-21, R-12: the social login result to resume with: only inside Telegram and only when the page has
 * `?result_uri=`. Inside Telegram the parameter is removed from the address at once (history.replaceState), so a
 * reload does not resume again; outside Telegram nothing is read or changed.
 */
export function takeTelegramSocialResult(page: TelegramPage): string | undefined {
  if (!isInsideTelegram(page)) return undefined
  const url = new URL(page.location.href)
  const result = url.searchParams.get(TELEGRAM_RESULT_PARAM)
  if (result === null) return undefined
  url.searchParams.delete(TELEGRAM_RESULT_PARAM)
  page.history.replaceState(page.history.state, '', url.toString())
  return result || undefined
}

/** The AUTH connector's resume actions (`@portico/embedded-wallet` puts them on `connector.login`). */
export interface TelegramResumeLogin {
  /** The provider stored when the social login started (F-21: stored first, then the page left). */
  storedSocialProvider(): string | null
  /**
   * Connects with the result URI the provider's return carried; resolves the user. M-07: `params.siwxMessage`
   * comes back signed as `siwx`.
   */
  resumeSocial(
    resultUri: string,
    params?: { siwxMessage?: string | undefined },
  ): Promise<{ userName?: string | null; socialProvider: string; siwx?: EmbeddedSiwxSigned }>
}

/** M-07: the client's `connectEmbeddedWithSiwx` (the login gets the sign-in message, its answer is the session). */
export type ConnectWithSiwx = <T>(
  connect: (siwxMessage: string | undefined) => Promise<T & { siwx?: EmbeddedSiwxSigned }>,
) => Promise<T>

/** What {@link resumeTelegramSocial} calls: the client's connection, sign-in and dialog actions. */
export interface TelegramResumeDeps {
  connectExternal(connector: Connector): Promise<unknown>
  /** M-07: default, a login without the sign-in message. */
  connectWithSiwx?: ConnectWithSiwx
  /**
   * Issue 22: opens the dialog on ConnectingSocial while the login resumes, so the secure site's frame (its
   * passkey or recovery-kit screens, when the login opens the key) has a place on the page.
   */
  open?(parameters: OpenParameters): void
  close?(): void
}

/**
 * F-21: after a reload inside Telegram with `?result_uri=` and a stored social provider, connects the AUTH
 * connector with that result and shows the user (E-19). Resolves true when it connected. M-07: through
 * `connectWithSiwx`, so with `siwx` on the resumed login signs in as well. While it resumes the dialog shows
 * ConnectingSocial (marked resumed, so the view starts no login of its own); it closes on success and shows the
 * error with a retry on failure.
 */
export async function resumeTelegramSocial(
  ctx: Pick<CoreContext, 'connectors' | 'chains' | 'router'>,
  deps: TelegramResumeDeps,
  page: TelegramPage,
): Promise<boolean> {
  const resultUri = takeTelegramSocialResult(page)
  if (!resultUri) return false
  const connector = ctx.connectors.getState().connectors.find((c) => {
    const login = (c as Connector & { login?: Partial<TelegramResumeLogin> }).login
    return c.type === 'AUTH' && typeof login?.resumeSocial === 'function'
  })
  const login = (connector as (Connector & { login: TelegramResumeLogin }) | undefined)?.login
  const provider = login?.storedSocialProvider()
  if (!connector || !login || !provider) return false
  const socialProvider = provider as SocialProvider
  deps.open?.({ view: 'ConnectingSocial', data: { socialProvider, socialResumed: true } })
  const connectWithSiwx: ConnectWithSiwx = deps.connectWithSiwx ?? ((connect) => connect(undefined))
  try {
    const user = await connectWithSiwx((siwxMessage) =>
      siwxMessage === undefined
        ? login.resumeSocial(resultUri)
        : login.resumeSocial(resultUri, { siwxMessage }),
    )
    await deps.connectExternal(connector)
    patchAccountState(ctx.chains, 'eip155', {
      user: user.userName ? { username: user.userName } : {},
      socialProvider: user.socialProvider,
    })
  } catch (error) {
    // The connector's errors carry the spec's strings (S-36 and others); no errors import here, see decisions.md.
    const socialError = error instanceof Error ? error.message : String(error)
    if (deps.open)
      deps.open({ view: 'ConnectingSocial', data: { socialProvider, socialResumed: true, socialError } })
    throw error
  }
  if (ctx.router.getState().view === 'ConnectingSocial') deps.close?.()
  return true
}
