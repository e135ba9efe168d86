import { isEmail } from '../../caip/validators.js'
import { FARCASTER_BACK_CLEAR_MS, type SocialProvider } from '../../constants.js'
import { BaseError } from '../../errors/BaseError.js'
import { ErrorMessages } from '../../errors/messages.js'
import { awaitFarcasterLogin, clearFarcasterUrl, ensureFarcasterUrl } from '../../social/farcasterLogin.js'
import { type TelegramPage, takeTelegramSocialResult } from '../../social/telegramResume.js'
import { patchAccountState } from '../../stores/chains.js'
import type { Connector } from '../../types/connector.js'
import {
  type EmbeddedConnector,
  type EmbeddedLoginUser,
  findEmbeddedConnector,
} from '../../types/embeddedConnector.js'
import type { CoreContext } from '../context.js'
import type { OpenParameters } from '../modalController.js'
import type { EmbeddedSiwxSigned } from '../siwx/embeddedSignIn.js'
import { createEmbeddedLoginStore, type EmbeddedLoginState } from './embeddedLoginState.js'

/** M-07: the client's `connectEmbeddedWithSiwx` (the login gets the sign-in message; its answer is the session). */
export type ConnectWithSiwx = <T>(
  connect: (siwxMessage: string | undefined) => Promise<T & { siwx?: EmbeddedSiwxSigned }>,
) => Promise<T>

/** What the controller calls: the client's connection, sign-in and dialog actions. */
export interface EmbeddedLoginDeps {
  connectExternal(connector: Connector): Promise<unknown>
  /** M-07: default, a login without the sign-in message. */
  connectWithSiwx?: ConnectWithSiwx
  open(parameters: OpenParameters): void
  close(): void
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback

/**
 * The embedded wallet's login flows, once, for every view and framework (issue 22 item 9): email (send the code,
 * wait for the codes typed in the secure site's input, resend), social (popup, and F-21's resume inside
 * Telegram), Farcaster (URL, wait, leave) and, for each, M-07's sign-in at login. Each flow ends the same way:
 * the AUTH connector is connected through the adapter, the account state learns the user (E-19) and the dialog
 * closes when it still shows the flow's view. Views render {@link EmbeddedLoginState} and call these actions;
 * the connector (core's `EmbeddedConnector`) does each exchange with the secure site.
 */
export function createEmbeddedLoginController(
  ctx: Pick<CoreContext, 'connectors' | 'chains' | 'router' | 'modal'>,
  deps: EmbeddedLoginDeps,
) {
  const store = createEmbeddedLoginStore()
  const patch = <K extends keyof EmbeddedLoginState>(key: K, part: Partial<EmbeddedLoginState[K]>) =>
    store.setState((s) => ({ [key]: { ...s[key], ...part } }) as Pick<EmbeddedLoginState, K>)
  const connectWithSiwx: ConnectWithSiwx = deps.connectWithSiwx ?? ((connect) => connect(undefined))
  const connector = (): EmbeddedConnector | undefined =>
    findEmbeddedConnector(ctx.connectors.getState().connectors)
  const required = (): EmbeddedConnector => {
    const found = connector()
    if (!found) throw new BaseError('No embedded wallet is configured', { category: 'CONFIGURATION' })
    return found
  }
  /** The end of every login: connect through the adapter, show the user (E-19), close the flow's view. */
  const finish = async (auth: EmbeddedConnector, view: string, user: EmbeddedLoginUser, social: boolean) => {
    await deps.connectExternal(auth)
    if (social) {
      const name = user.userName ?? undefined
      patchAccountState(ctx.chains, 'eip155', {
        user: { ...(name ? { username: name } : {}), ...(user.email ? { email: user.email } : {}) },
        socialProvider: user.socialProvider as SocialProvider,
      })
    }
    if (ctx.router.getState().view === view) deps.close()
  }

  // The latest attempt of each flow: only it writes the flow's state (an older one, abandoned, ends quietly).
  let socialAttempt = 0
  let farcasterAttempt = 0
  let farcasterViews = 0

  const controller = {
    store,
    /** The embedded wallet's connector, when the app configured one. */
    connector,

    /** Forgets `flow`'s last error (a view shown again starts clean); a flow under way is left as it is. */
    clear(flow: keyof EmbeddedLoginState): void {
      patch(flow, { error: undefined })
    },

    /**
     * F-15, F-17: sends a code to `email` (a malformed one is refused here, 'Invalid email. Try again.', and
     * not sent) and shows EmailVerifyOtp. Resolves true when the code was sent.
     */
    async sendCode(email: string): Promise<boolean> {
      const value = email.trim()
      if (!isEmail(value)) {
        patch('email', { error: ErrorMessages.INVALID_EMAIL_TRY_AGAIN })
        return false
      }
      const auth = required()
      patch('email', { sending: true, error: undefined })
      try {
        const { action } = await auth.login.connectEmail(value)
        if (action === 'VERIFY_OTP')
          ctx.router.getState().push('EmailVerifyOtp', { connector: auth, email: value })
        return true
      } catch (error) {
        const message = messageOf(error, ErrorMessages.SOMETHING_WENT_WRONG)
        patch('email', {
          error: /invalid email/i.test(message) ? ErrorMessages.INVALID_EMAIL_TRY_AGAIN : message,
        })
        return false
      } finally {
        patch('email', { sending: false })
      }
    },

    /** F-16: sends a new code to `email`; resolves true when sent (the view restarts its cooldown). */
    async resendCode(email: string): Promise<boolean> {
      patch('code', { error: undefined })
      try {
        await required().login.connectEmail(email)
        patch('code', { resent: true })
        return true
      } catch (error) {
        patch('code', { error: messageOf(error, ErrorMessages.SOMETHING_WENT_WRONG) })
        return false
      }
    },

    /**
     * F-16, issue 22, M-07: waits for codes typed in the secure site's input, one attempt per code: a right one
     * (and the key step) connects and closes EmailVerifyOtp; a wrong one sets the error and waits for the next.
     * Returns the function that stops (the view left): nothing after it changes the state.
     */
    awaitCodes(): () => void {
      const auth = connector()
      store.setState({ code: { checking: false, resent: false } })
      if (!auth) return () => undefined
      let live = true
      const attempt = () => {
        connectWithSiwx((siwxMessage) =>
          auth.login.connectOtp({
            ...(siwxMessage === undefined ? {} : { siwxMessage }),
            onCodeEntered: () => {
              if (live) patch('code', { checking: true, error: undefined })
            },
          }),
        )
          .then((user) => finish(auth, 'EmailVerifyOtp', user, false))
          .catch((error: unknown) => {
            if (!live) return
            patch('code', { checking: false, error: messageOf(error, ErrorMessages.FAILED_TO_CONNECT) })
            attempt()
          })
      }
      attempt()
      return () => {
        live = false
      }
    },

    /**
     * F-19, F-20: the user chose `provider` (call it synchronously in the click handler: browsers block popups
     * opened later). Farcaster shows ConnectingFarcaster; the others open the popup and show ConnectingSocial.
     */
    chooseSocial(provider: SocialProvider): void {
      const auth = required()
      if (provider === 'farcaster') {
        ctx.router.getState().push('ConnectingFarcaster', { connector: auth })
        return
      }
      auth.login.openSocialPopup()
      ctx.router.getState().push('ConnectingSocial', { connector: auth, socialProvider: provider })
    },

    /**
     * F-19, S-36, S-37, M-07: the social login in the popup opened last, then connect and close ConnectingSocial.
     * Failures land in `social.error` (`popupBlocked` when the browser blocked the popup); only the latest
     * attempt writes the state.
     */
    async connectSocial(provider: SocialProvider): Promise<void> {
      const attempt = ++socialAttempt
      const latest = () => attempt === socialAttempt
      store.setState({ social: { connecting: true, popupBlocked: false } })
      try {
        const auth = required()
        const user = await connectWithSiwx((siwxMessage) =>
          auth.login.connectSocial(provider, { siwxMessage }),
        )
        await finish(auth, 'ConnectingSocial', user, true)
        if (latest()) patch('social', { connecting: false })
      } catch (error) {
        if (!latest()) return
        const blocked = (error as Error | undefined)?.name === 'PopupBlockedError'
        store.setState({
          social: {
            connecting: false,
            popupBlocked: blocked,
            error: messageOf(error, ErrorMessages.FAILED_TO_CONNECT),
          },
        })
      }
    },

    /** F-19: the retry control: opens the popup again (in the click handler) and runs the login. */
    retrySocial(provider: SocialProvider): Promise<void> {
      connector()?.login.openSocialPopup()
      return controller.connectSocial(provider)
    },

    /**
     * F-21, R-12: after a reload inside Telegram with `?result_uri=` and a stored provider, resumes that social
     * login (M-07: with the sign-in) while the dialog shows ConnectingSocial (marked resumed, so it starts none of
     * its own); closes on success, shows the error with a retry on failure. Resolves true when it connected.
     */
    async resumeTelegram(page: TelegramPage): Promise<boolean> {
      const resultUri = takeTelegramSocialResult(page)
      if (!resultUri) return false
      const auth = connector()
      const provider = auth?.login.storedSocialProvider() as SocialProvider | null | undefined
      if (!auth || !provider) return false
      store.setState({ social: { connecting: true, popupBlocked: false } })
      deps.open({ view: 'ConnectingSocial', data: { socialProvider: provider, socialResumed: true } })
      try {
        const user = await connectWithSiwx((siwxMessage) =>
          siwxMessage === undefined
            ? auth.login.resumeSocial(resultUri)
            : auth.login.resumeSocial(resultUri, { siwxMessage }),
        )
        await finish(auth, 'ConnectingSocial', user, true)
        patch('social', { connecting: false })
        return true
      } catch (error) {
        store.setState({
          social: {
            connecting: false,
            popupBlocked: false,
            error: messageOf(error, ErrorMessages.FAILED_TO_CONNECT),
          },
        })
        throw error
      }
    },

    /**
     * F-20, S-34, M-07: the Farcaster sign-in: its URL (the stored one, else a new one), the wait (closing the
     * dialog rejects 'Popup closed'), then connect and close ConnectingFarcaster. Only the latest attempt writes
     * the state (one abandoned with Back ends quietly).
     */
    async connectFarcaster(): Promise<void> {
      const attempt = ++farcasterAttempt
      const latest = () => attempt === farcasterAttempt
      store.setState({ farcaster: { connecting: true } })
      try {
        const auth = required()
        await ensureFarcasterUrl(ctx.chains, auth.login)
        const user = await connectWithSiwx((siwxMessage) =>
          awaitFarcasterLogin(ctx.modal, ctx.chains, auth.login, siwxMessage),
        )
        await finish(auth, 'ConnectingFarcaster', user, true)
        if (latest()) patch('farcaster', { connecting: false })
      } catch (error) {
        if (latest())
          store.setState({
            farcaster: { connecting: false, error: messageOf(error, ErrorMessages.FAILED_TO_CONNECT) },
          })
      }
    },

    /**
     * F-20, SPEC §2: ConnectingFarcaster is shown; returns what runs when it goes: unless it is shown again
     * within 100 ms (a remount) or the account connected, the URL is dropped and the secure site stops waiting.
     */
    showFarcaster(): () => void {
      farcasterViews += 1
      return () => {
        farcasterViews -= 1
        setTimeout(() => {
          const connected = ctx.chains.getState().chains.eip155?.accountState.status === 'connected'
          if (farcasterViews > 0 || connected) return
          clearFarcasterUrl(ctx.chains)
          connector()?.login.cancelFarcaster()
        }, FARCASTER_BACK_CLEAR_MS)
      }
    },
  }
  return controller
}

export type EmbeddedLoginController = ReturnType<typeof createEmbeddedLoginController>
