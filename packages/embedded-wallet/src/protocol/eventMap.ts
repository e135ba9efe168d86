import type { AppEventType, CodePurpose } from './appEvents.js'

/** No payload: the app sends none (or an empty record). */
export type NoPayload = Record<string, never> | undefined

/** M-07: the sign-in the secure site signed at login: the filled message and a hex signature. */
export interface SignedSiwx {
  message: string
  signature: `0x${string}`
}

/** M-07: a login's answer: the app's sign-in message signed at login, when it sent one the site would sign. */
export interface LoginAnswer {
  siwx?: SignedSiwx
}

/** M-07: the part of a login request that carries the app's sign-in message (address placeholder). */
export interface SiwxRequest {
  siwxMessage?: string
}

/** F-25: the embedded wallet's user as the frame answers GET_USER. */
export interface UserPayload {
  address: `0x${string}`
  email?: string | undefined
  chainId: number | string
  accounts?: readonly { address: string; type: string }[]
  userName?: string | null
  socialProvider?: string
  preferredAccountType?: string
  smartAccountDeployed?: boolean
}

/** F-26: the app's theme (core's theme store). */
export interface ThemePayload {
  themeMode?: 'light' | 'dark'
  themeVariables?: Record<string, string | number | undefined>
}

/**
 * The frame protocol (F-03) as types: for each app event, the payload the app sends (`request`) and the payload
 * of its `_SUCCESS` reply (`success`). An `_ERROR` reply's payload is always a {@link FrameErrorPayload}. Both
 * sides are checked at run time by the validators of `requests.ts` and `frameEvents.ts`.
 */
export interface FrameEventMap {
  SWITCH_NETWORK: { request: { chainId: number | string }; success: { chainId: number | string } }
  CONNECT_EMAIL: {
    request: { email: string }
    success: { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }
  }
  CONNECT_DEVICE: { request: NoPayload; success: unknown }
  /** F-16: the code is the one typed in the frame's own input (AWAIT_CODE); the payload carries none. */
  CONNECT_OTP: { request: SiwxRequest; success: LoginAnswer }
  CONNECT_SOCIAL: {
    request: SiwxRequest & { uri: string }
    success: LoginAnswer & { userName?: string | null; socialProvider?: string }
  }
  GET_SOCIAL_REDIRECT_URI: {
    request: { provider: string; sameWindow?: boolean; returnUrl?: string }
    success: { uri: string }
  }
  GET_USER: { request: NoPayload; success: UserPayload }
  SIGN_OUT: { request: NoPayload; success: Record<string, never> }
  IS_CONNECTED: { request: NoPayload; success: { isConnected: boolean } }
  GET_CHAIN_ID: { request: NoPayload; success: { chainId: number | string } }
  RPC_REQUEST: { request: { method: string; params?: unknown; chainId?: number | string }; success: unknown }
  UPDATE_EMAIL: { request: { email: string }; success: { action: 'VERIFY_PRIMARY_OTP' } }
  UPDATE_EMAIL_PRIMARY_OTP: { request: NoPayload; success: { action: 'VERIFY_SECONDARY_OTP' } }
  UPDATE_EMAIL_SECONDARY_OTP: { request: NoPayload; success: { newEmail: string } }
  AWAIT_UPDATE_EMAIL: { request: NoPayload; success: unknown }
  SYNC_THEME: { request: ThemePayload; success: Record<string, never> }
  SYNC_DAPP_DATA: { request: Record<string, unknown> | undefined; success: Record<string, never> }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: { chainIds?: number[] }
    success: { smartAccountEnabledNetworks: number[] }
  }
  INIT_SMART_ACCOUNT: { request: NoPayload; success: { address: string; isDeployed: boolean } }
  SET_PREFERRED_ACCOUNT: {
    request: { type: 'smartAccount' | 'eoa' }
    success: { type?: string; address?: string }
  }
  CONNECT_FARCASTER: {
    request: SiwxRequest
    success: LoginAnswer & { userName?: string | null; socialProvider?: string }
  }
  GET_FARCASTER_URI: { request: NoPayload; success: { url: string } }
  RELOAD: { request: NoPayload; success: unknown }
  RPC_ABORT: { request: NoPayload; success: Record<string, never> }
  EXPORT_KEY: { request: NoPayload; success: Record<string, never> }
  /** Issue 22: show the frame's code input; resolves once a code was typed there (the code stays in the frame). */
  AWAIT_CODE: { request: { purpose: CodePurpose }; success: Record<string, never> }
}

/**
 * The frame's notices (frame → app, settling no request): READY (F-06, no payload), SESSION_UPDATE, and
 * UNVERIFIED_DOMAIN (F-30: this app's origin is not on the project's allow-list). `parseFrameEvent` accepts
 * exactly these names.
 */
export interface FrameNoticeMap {
  READY: undefined
  SESSION_UPDATE: unknown
  UNVERIFIED_DOMAIN: unknown
}

/** The payload the app sends with `type`. */
export type RequestPayload<T extends AppEventType> = FrameEventMap[T]['request']
/** The payload of `type`'s `_SUCCESS` reply. */
export type SuccessPayload<T extends AppEventType> = FrameEventMap[T]['success']

/** The secure site's handler of `type`: resolves the `_SUCCESS` payload, throws for `_ERROR`. */
export type FrameHandler<T extends AppEventType> = (payload: RequestPayload<T>) => Promise<SuccessPayload<T>>

/** The secure site's handlers, typed from the event map; a type without a handler is answered "not supported". */
export type FrameHandlers = { [T in AppEventType]?: FrameHandler<T> }

/**
 * Types a set of handlers from the event map (each handler's payload is its type's checked request payload)
 * while keeping other members the caller adds next to them.
 */
export function defineFrameHandlers<H extends FrameHandlers>(handlers: H): H {
  return handlers
}
