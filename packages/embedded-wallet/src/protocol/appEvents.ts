/** F-03: every app event type (the complete AppKit list), without the `@w3m-app/` prefix. */
export const APP_EVENT_TYPES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'AWAIT_UPDATE_EMAIL',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'CONNECT_FARCASTER',
  'GET_FARCASTER_URI',
  'RELOAD',
  'RPC_ABORT',
  // Ours (not in AppKit's list): show the private key on the secure site after a fresh code (issue 11).
  'EXPORT_KEY',
  // Ours (issue 22): show the secure site's code input and wait until the user typed a code in it. The code
  // stays in the frame; CONNECT_OTP and UPDATE_EMAIL_*_OTP then use it, so their payloads carry no code.
  'AWAIT_CODE',
] as const
export type AppEventType = (typeof APP_EVENT_TYPES)[number]

/** F-07: these do not wait for the frame's load timer (sync events). */
export const SYNC_EVENT_TYPES: ReadonlySet<AppEventType> = new Set([
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
])

/** F-08: connect and login events, which time out after 120 s. */
export const CONNECT_EVENT_TYPES: ReadonlySet<AppEventType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** AWAIT_CODE's purposes: which code the frame's input asks for (issue 22). */
export const CODE_PURPOSES = ['login', 'update-primary', 'update-secondary'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

/** One message from the app to the frame. */
export interface AppEvent {
  /** `@w3m-app/<TYPE>`. */
  type: `@w3m-app/${AppEventType}`
  /** F-04: a random id; only frame events with the same id settle the request. */
  id: string
  payload?: unknown
}
