import { defineFrameHandlers } from '@portico/embedded-wallet/protocol'
import type { FrameHandlers } from '../frame/frameHandlers.js'
import type { SessionStore, StoredSession } from '../frame/sessionStore.js'
import type { SignedSiwx } from '../frame/siwxAtLogin.js'
import { newFlowKey } from './flowKey.js'
import type { SocialGateway, SocialSessionAnswer } from './socialGateway.js'

/** Path of the secure site's page that providers redirect back to. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

/** A stored session of a social login: who the provider said the user is, for GET_USER (F-25, E-19). */
type SocialSession = StoredSession & { userName?: string | null; socialProvider?: string }

/** What the social handlers need. */
export interface SocialHandlerContext {
  /**
   * The frame's own handlers: IS_CONNECTED opens the key of a stored session, GET_USER describes it,
   * answerSiwxAtLogin signs the app's sign-in message (M-07).
   */
  base: Pick<FrameHandlers, 'IS_CONNECTED' | 'GET_USER' | 'answerSiwxAtLogin' | 'openStoredSession'>
  social: SocialGateway
  sessions: SessionStore
  /** The embedding app's origin (checked by `frame-ancestors`): where the popup will post its result. */
  appOrigin: string
  /** This site's origin: a result URI must be one of its callback URLs. */
  ownOrigin: string
  /**
   * F-21: where a same-window (Telegram) login keeps its provider and flow key while the app's page is away at the
   * provider (this site's localStorage); without it such a login cannot resume.
   */
  pendingStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** Key of a same-window login's pending flow in {@link SocialHandlerContext.pendingStorage}. */
export const PENDING_SOCIAL_KEY = '@portico/secure-site/social-pending'

/**
 * Stores the session of a redeemed social login (OAuth or Farcaster) with who the provider said the user is,
 * and opens the user's key; resolves the CONNECT_SOCIAL / CONNECT_FARCASTER answer. M-07: with the app's
 * `siwxMessage` (address placeholder) the answer also carries it signed by the account, as `siwx`.
 */
export async function openSocialSession(
  ctx: Pick<SocialHandlerContext, 'base' | 'sessions'>,
  s: SocialSessionAnswer,
  siwxMessage?: unknown,
): Promise<{ userName: string | null; socialProvider: string; siwx?: SignedSiwx }> {
  const session: SocialSession = {
    email: s.user.email,
    userId: s.user.id,
    accessToken: s.accessToken,
    refreshToken: s.refreshToken,
    userName: s.username,
    socialProvider: s.provider,
  }
  ctx.sessions.set(session)
  const { isConnected } = await ctx.base.openStoredSession()
  if (!isConnected) throw new Error('Failed to open the wallet')
  return {
    userName: s.username,
    socialProvider: s.provider,
    ...(await ctx.base.answerSiwxAtLogin(siwxMessage)),
  }
}

/**
 * The frame's side of F-19: GET_SOCIAL_REDIRECT_URI starts a flow at the gateway (keeping its flow key in this
 * frame's memory only; the gateway gets its hash, the provider's PKCE challenge) and answers the provider URL for
 * the app's popup; CONNECT_SOCIAL takes the result URI the popup reported, redeems it with that key (the gateway
 * exchanges the code only then, with the key as verifier), stores the session and opens the user's key; GET_USER
 * adds the provider's username. A result URI alone, seen by the app or completed in another browser, is worth
 * nothing without this frame's key (issue 22).
 */
export function socialHandlers(ctx: SocialHandlerContext) {
  let pending: { provider: string; flowKey: string } | undefined
  /** F-21: the same-window login's flow, kept across the page change (taken once). */
  const takeStored = (): typeof pending => {
    try {
      const raw = ctx.pendingStorage?.getItem(PENDING_SOCIAL_KEY)
      ctx.pendingStorage?.removeItem(PENDING_SOCIAL_KEY)
      const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined
      return typeof parsed?.provider === 'string' && typeof parsed.flowKey === 'string'
        ? { provider: parsed.provider, flowKey: parsed.flowKey }
        : undefined
    } catch {
      return undefined
    }
  }
  return defineFrameHandlers({
    async GET_SOCIAL_REDIRECT_URI(payload) {
      const flowKey = await newFlowKey()
      // F-21: a same-window login returns to the app's page (the gateway checks it is on the app origin).
      const returnUrl =
        payload.sameWindow === true && typeof payload.returnUrl === 'string' ? payload.returnUrl : undefined
      const { uri } = await ctx.social.start(payload.provider, ctx.appOrigin, flowKey.hash, returnUrl)
      pending = { provider: payload.provider, flowKey: flowKey.key }
      if (payload.sameWindow === true) {
        if (!ctx.pendingStorage) throw new Error('This frame cannot keep a same-window login')
        ctx.pendingStorage.setItem(PENDING_SOCIAL_KEY, JSON.stringify(pending))
      }
      return { uri }
    },
    async CONNECT_SOCIAL(payload) {
      pending ??= takeStored()
      if (!pending) throw new Error('No social login in progress')
      let url: URL
      try {
        url = new URL(payload.uri)
      } catch {
        throw new Error('Invalid social result')
      }
      const state = url.searchParams.get('state')
      if (url.origin !== ctx.ownOrigin || url.pathname !== SOCIAL_CALLBACK_PATH || !state) {
        throw new Error('Invalid social result')
      }
      const { flowKey } = pending
      pending = undefined
      return openSocialSession(ctx, await ctx.social.redeem(url.toString(), flowKey), payload.siwxMessage)
    },
    async GET_USER() {
      const user = await ctx.base.GET_USER()
      const stored = ctx.sessions.get() as SocialSession | null
      if (!stored?.socialProvider) return user
      return {
        ...user,
        email: undefined,
        userName: stored.userName ?? null,
        socialProvider: stored.socialProvider,
      }
    },
  })
}
