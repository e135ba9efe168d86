import {
  type AccountType,
  type ConnectorRegistration,
  type ConnectorTheme,
  type ConnectorUser,
  type Eip1193Provider,
  type EmbeddedConnector,
  type EmbeddedLogin,
  type EmbeddedSiwxSigned,
  isInsideTelegram,
} from '@portico/core'
import type { BuiltEmbeddedWallet } from './buildEmbeddedWallet.js'
import type { EmbeddedUser } from './embeddedProvider.js'
import { PopupBlockedError } from './errors.js'
import { LOGIN_STORAGE_PREFIX, LoginKeys } from './loginStorage.js'
import type { SiwxAtLoginParams } from './siwxAtLogin.js'
import type { SocialLoginResult } from './socialConnect.js'
import { openSocialPopup } from './socialPopup.js'

/** Id of the embedded wallet's connector. */
export const AUTH_CONNECTOR_ID = 'AUTH'

/** Options of {@link createAuthConnector}. */
export interface AuthConnectorOptions {
  /** The secure site's URL, e.g. `http://127.0.0.1:5174`. */
  secureSiteUrl: string
  projectId: string
  /** EVM chain id used before any was stored. */
  defaultChainId: number
  /** F-24: the app's EVM chain ids, asked about smart accounts at each login; default the current chain. */
  chainIds?: readonly number[]
  /**
   * Shows an alert (F-07, F-08, F-30), for a connector used without Portico's dialog; with it, the alerts show
   * in the dialog (its registration context) and this is not needed.
   */
  onAlert?: (message: string) => void
  /**
   * Where the iframe goes, for a connector used without Portico's dialog; with it, the frame is mounted in the
   * dialog (the registration context's frame host, F-31). Default `document.body`.
   */
  container?: () => ParentNode
  /** Default: `localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** The login actions core's embedded login controller calls (F-14 to F-23); core's `EmbeddedLogin`, exactly. */
export interface AuthLogin extends EmbeddedLogin {
  connectEmail(email: string): Promise<{ action: string }>
  /**
   * F-16, issue 22: waits for a code typed in the secure site's own input (shown over the dialog's code region),
   * then has the frame check it; rejects with the frame's message on a wrong code (call again for the next try).
   * M-07: `params.siwxMessage` is signed at login and returned as `siwx`.
   */
  connectOtp(
    params?: SiwxAtLoginParams & { onCodeEntered?: () => void },
  ): Promise<EmbeddedUser & { siwx?: EmbeddedSiwxSigned }>
  reconnect(): Promise<EmbeddedUser | undefined>
  disconnect(): Promise<void>
  /**
   * F-19: opens the social popup on the secure site. Call it synchronously in the click handler; false when the
   * browser blocked it (show a message and a retry control that calls it again).
   */
  openSocialPopup(): boolean
  /**
   * F-19: the social login in the popup opened last; rejects 'Popup closed', 'Failed to connect'… Inside
   * Telegram (F-21) this page itself goes to the provider instead, and the login resumes after its return.
   * M-07: `params.siwxMessage` is signed at login and returned as `siwx`.
   */
  connectSocial(provider: string, params?: SiwxAtLoginParams): Promise<SocialLoginResult>
  /** F-21: the provider stored when the last social login started. */
  storedSocialProvider(): string | null
  /** F-21: connects with the `result_uri` a Telegram page came back with (M-07: and signs `params.siwxMessage`). */
  resumeSocial(resultUri: string, params?: SiwxAtLoginParams): Promise<SocialLoginResult>
  /** F-20: a new Farcaster sign-in URL (QR code or link); rejects 'Failed to connect to farcaster'. */
  getFarcasterUri(): Promise<string>
  /**
   * F-20: resolves once the Farcaster app signed in on the last URL's channel; rejects 'Failed to connect'.
   * M-07: `params.siwxMessage` is signed at login and returned as `siwx`.
   */
  connectFarcaster(params?: SiwxAtLoginParams): Promise<SocialLoginResult>
  /** F-20: the dialog closed during the Farcaster sign-in: the secure site stops waiting (RPC_ABORT). */
  cancelFarcaster(): void
  /** The logged-in user (F-25, with `userName` and `socialProvider` after a social login), once loaded. */
  user(): EmbeddedUser | undefined
  /**
   * F-23: update email, step by step (new address, code to the current one, code to the new one); each code is
   * typed in the secure site's own input, like {@link AuthLogin.connectOtp}'s.
   */
  updateEmail(email: string): Promise<{ action: string }>
  updateEmailPrimaryOtp(options?: { onCodeEntered?: () => void }): Promise<{ action: string }>
  updateEmailSecondaryOtp(options?: { onCodeEntered?: () => void }): Promise<EmbeddedUser>
}

type Listener = (...args: any[]) => void

/**
 * The AUTH connector for eip155 (C-01 type `AUTH`): a connector carrying the embedded wallet's EIP-1193
 * provider, for the EVM adapter's `addConnector`, and its login actions (`connector.login`). The working parts
 * (frame client, provider) load on first use, or at once when a login was stored, which also creates the frame
 * (F-13); until then this costs the app's first chunk only this file.
 *
 * @example
 * const auth = createAuthConnector({ secureSiteUrl, projectId: 'portico-dev', defaultChainId: 31337 })
 * evmAdapter.addConnector(auth.connector)
 * await auth.connector.login.connectEmail('ada@example.com')
 */
export function createAuthConnector(options: AuthConnectorOptions): {
  connector: EmbeddedConnector & { provider: Eip1193Provider; login: AuthLogin }
  /** Loads (once) and returns the working parts. */
  load(): Promise<BuiltEmbeddedWallet>
} {
  let loading: Promise<BuiltEmbeddedWallet> | undefined
  let loaded: BuiltEmbeddedWallet | undefined
  const listeners: [string, Listener][] = []
  // Issue 22 item 9: what core hands the connector when it adds it (request hooks, alerts, theme, frame host).
  let registration: ConnectorRegistration | undefined
  let built: BuiltEmbeddedWallet | undefined
  // F-26: the dialog's latest theme, sent once the frame exists and again at each change.
  let theme: ConnectorTheme | undefined
  const sendTheme = () => {
    if (built && theme) void built.frame.request('SYNC_THEME', theme).catch(() => undefined)
  }
  // the app's metadata, which the secure site's approval screen shows (flagged when it is not the origin's).
  const sendAppMetadata = () => {
    const metadata = registration?.appMetadata()
    if (built && metadata) void built.frame.request('SYNC_DAPP_DATA', { ...metadata }).catch(() => undefined)
  }
  const frameHost = {
    alert: (message: string) => {
      console.warn(`Portico embedded wallet: ${message}`)
      options.onAlert?.(message)
      registration?.alert(message)
    },
    container: () =>
      (registration?.frameHost.container() as ParentNode | undefined) ??
      options.container?.() ??
      document.body,
    attach: (frame: HTMLIFrameElement) => registration?.frameHost.attach(frame),
  }
  const load = () => {
    loading ??= import('./buildEmbeddedWallet.js').then((m) => {
      built = m.buildEmbeddedWallet(options, frameHost, () => registration?.requestHooks)
      loaded = built
      for (const [event, listener] of listeners) built.wallet.provider.on(event, listener)
      sendTheme()
      sendAppMetadata()
      return built
    })
    return loading
  }
  const storage = options.storage ?? localStorage
  const stored = (key: string): string | null => {
    try {
      return storage.getItem(`${LOGIN_STORAGE_PREFIX}${key}`)
    } catch {
      return null
    }
  }
  if (stored(LoginKeys.EMAIL_LOGIN_USED) === 'true')
    void load().then((b) => b.frame.init().catch(() => undefined))

  const provider: Eip1193Provider = {
    request: async (args) => (await load()).wallet.provider.request(args),
    on(event, listener) {
      listeners.push([event, listener])
      void loading?.then((b) => b.wallet.provider.on(event, listener))
    },
    removeListener(event, listener) {
      const i = listeners.findIndex(([e, l]) => e === event && l === listener)
      if (i >= 0) listeners.splice(i, 1)
      void loading?.then((b) => b.wallet.provider.removeListener(event, listener))
    },
  }
  let socialPopup: Window | null = null
  // F-21: inside Telegram the login runs in this page (`_top`), not in a popup.
  let inPage = false
  const social = async () => Promise.all([load(), import('./socialConnect.js')])
  const login: AuthLogin = {
    connectEmail: async (email) => (await load()).wallet.connectEmail(email),
    connectOtp: async (params) => (await load()).wallet.connectOtp(params),
    reconnect: async () => (await load()).wallet.reconnect(),
    disconnect: async () => (await load()).wallet.disconnect(),
    openSocialPopup() {
      inPage = isInsideTelegram(globalThis)
      socialPopup = inPage ? null : openSocialPopup(options.secureSiteUrl)
      return inPage || socialPopup !== null
    },
    user: () => loaded?.wallet.user(),
    async connectSocial(provider, params) {
      if (inPage) {
        const [built, m] = await social()
        return m.startSocialInPage(built, provider)
      }
      const popup = socialPopup
      socialPopup = null
      // S-37: no popup. Named, so the view can say the browser blocked it and offer a retry.
      if (!popup) throw new PopupBlockedError()
      const [built, m] = await social()
      return m.connectSocial(built, popup, provider, options.secureSiteUrl, params)
    },
    storedSocialProvider: () => stored(LoginKeys.SOCIAL_PROVIDER),
    async resumeSocial(resultUri, params) {
      const [built, m] = await social()
      return m.resumeSocial(built, resultUri, params)
    },
    async getFarcasterUri() {
      const [built, m] = await social()
      return m.getFarcasterUri(built)
    },
    async connectFarcaster(params) {
      const [built, m] = await social()
      return m.connectFarcaster(built, params)
    },
    cancelFarcaster() {
      void loading?.then((b) => b.frame.request('RPC_ABORT')).catch(() => undefined)
    },
    updateEmail: async (email) => (await load()).wallet.updateEmail(email),
    updateEmailPrimaryOtp: async (options) => (await load()).wallet.updateEmailPrimaryOtp(options),
    updateEmailSecondaryOtp: async (options) => (await load()).wallet.updateEmailSecondaryOtp(options),
  }
  const connector = {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH' as const,
    name: 'Email',
    chain: 'eip155' as const,
    provider,
    login,
    /** E-19: the logged-in user's email (and social username, once social login lands). */
    user(): ConnectorUser | undefined {
      const user = built?.wallet.user()
      if (!user) return undefined
      return {
        ...(user.email ? { email: user.email } : {}),
        ...(user.userName ? { username: user.userName } : {}),
      }
    },
    /** D-24, F-24, N-06: enabled networks, preferred account type, deployment (core reads it at connect). */
    smartAccount: () => built?.wallet.smartAccount(),
    /** E-23: SET_PREFERRED_ACCOUNT; resolves the type in use ('eoa' on a frame error). */
    setPreferredAccountType: async (type: AccountType) =>
      (await load()).wallet.setPreferredAccountType(type === 'smartAccount' ? type : 'eoa'),
    /** Key export on the secure site (the modal shows its frame over the dialog meanwhile). */
    exportKey: async () => (await load()).wallet.exportKey(),
    /**
     * Issue 22 item 9: core registers the connector once: its request hooks (O-04 to O-09), alerts, the theme
     * (F-26: sent to the frame now and at each change) and the frame host (the dialog the frame is mounted in).
     */
    register(context: ConnectorRegistration) {
      registration = context
      // A frame created before (a stored login loads at once, F-13) is handed over now.
      const existing = built?.frame.frame()
      if (existing) context.frameHost.attach(existing)
      const syncTheme = (next: ConnectorTheme) => {
        theme = next
        sendTheme()
      }
      syncTheme(context.theme.get())
      sendAppMetadata()
      const off = context.theme.subscribe(syncTheme)
      return () => {
        off()
        if (registration === context) registration = undefined
      }
    },
  }
  return { connector, load }
}
