import { APP_EVENT_PREFIX } from '../constants.js'
import { APP_EVENT_TYPES, type AppEventType, CODE_PURPOSES } from './appEvents.js'
import type { RequestPayload } from './eventMap.js'

/** F-04: a request id: 8 to 64 letters, digits, `-` or `_`. */
export const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/

type Fields = Record<string, unknown>
const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A payload check: null when the payload is well formed, else the reason (the `_ERROR` message). */
type Check = (payload: Fields) => string | null

const string =
  (name: string, optional = false) =>
  (p: Fields) =>
    (optional && p[name] === undefined) || typeof p[name] === 'string' ? null : `${name}: must be a string`
const chainId =
  (name: string, optional = false) =>
  (p: Fields) => {
    const v = p[name]
    if (optional && v === undefined) return null
    return (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && v !== '')
      ? null
      : `${name}: must be a chain id`
  }
const oneOf = (name: string, values: readonly string[]) => (p: Fields) =>
  values.includes(p[name] as string) ? null : `${name}: must be one of ${values.join(', ')}`
const all =
  (...checks: Check[]): Check =>
  (p) => {
    for (const check of checks) {
      const reason = check(p)
      if (reason) return reason
    }
    return null
  }
/** M-07: the app's sign-in message, when sent, is a string (the site decides whether it signs it). */
const siwx = string('siwxMessage', true)

/**
 * F-03: the check of each app event's payload (the messages are the ones the handlers gave before the checks
 * moved here, so the app's views show the same text). A type absent here takes no payload: any record passes
 * and is ignored.
 */
const REQUEST_CHECKS: Partial<Record<AppEventType, Check>> = {
  SWITCH_NETWORK: (p) => (chainId('chainId')(p) ? 'Invalid chainId' : null),
  CONNECT_EMAIL: (p) => (typeof p.email === 'string' ? null : 'Invalid email'),
  CONNECT_OTP: siwx,
  CONNECT_SOCIAL: all((p) => (typeof p.uri === 'string' ? null : 'Invalid social result'), siwx),
  CONNECT_FARCASTER: siwx,
  GET_SOCIAL_REDIRECT_URI: all(
    (p) => (typeof p.provider === 'string' ? null : 'provider is required'),
    (p) =>
      p.sameWindow === undefined || typeof p.sameWindow === 'boolean'
        ? null
        : 'sameWindow: must be a boolean',
    string('returnUrl', true),
  ),
  RPC_REQUEST: all(
    (p) => (typeof p.method === 'string' ? null : 'Invalid RPC request'),
    chainId('chainId', true),
  ),
  UPDATE_EMAIL: (p) => (typeof p.email === 'string' ? null : 'Invalid email'),
  SYNC_THEME: all(
    (p) =>
      p.themeMode === undefined || p.themeMode === 'light' || p.themeMode === 'dark'
        ? null
        : 'themeMode: must be light or dark',
    (p) =>
      p.themeVariables === undefined || isRecord(p.themeVariables)
        ? null
        : 'themeVariables: must be an object',
  ),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: (p) =>
    p.chainIds === undefined || (Array.isArray(p.chainIds) && p.chainIds.every(Number.isSafeInteger))
      ? null
      : 'chainIds: must be a list of chain ids',
  SET_PREFERRED_ACCOUNT: (p) =>
    oneOf('type', ['smartAccount', 'eoa'])(p) ? "type: must be 'smartAccount' or 'eoa'" : null,
  AWAIT_CODE: (p) => (oneOf('purpose', CODE_PURPOSES)(p) ? 'Invalid code purpose' : null),
}

const TYPES = new Set<string>(APP_EVENT_TYPES)

/** A well-formed app event: its type (without the prefix), its id, and its payload (absent or a record). */
export interface AppEventEnvelope {
  type: AppEventType
  id: string
  payload: Fields | undefined
}

/**
 * F-03, F-04: the envelope of an app event (`@w3m-app/<TYPE>`, a well-formed id, a payload that is absent or a
 * record), or null when `data` is none; the payload itself is checked by {@link checkRequestPayload}.
 */
export function parseAppEvent(data: unknown): AppEventEnvelope | null {
  if (!isRecord(data)) return null
  const { type, id, payload } = data
  if (typeof type !== 'string' || !type.startsWith(APP_EVENT_PREFIX)) return null
  const name = type.slice(APP_EVENT_PREFIX.length)
  if (!TYPES.has(name) || typeof id !== 'string' || !REQUEST_ID.test(id)) return null
  if (payload !== undefined && !isRecord(payload)) return null
  return { type: name as AppEventType, id, payload }
}

/** The result of {@link checkRequestPayload}: the typed payload, or why it was refused. */
export type RequestCheck<T extends AppEventType> =
  | { ok: true; payload: RequestPayload<T> }
  | { ok: false; reason: string }

/**
 * F-03: checks `payload` against `type`'s request schema. The secure site answers a refused one with
 * `<TYPE>_ERROR` `{ code: -32602, message: reason }` and never calls its handler; the app checks what it sends
 * with the same function, so a malformed request fails before it leaves the page.
 */
export function checkRequestPayload<T extends AppEventType>(type: T, payload: unknown): RequestCheck<T> {
  if (payload !== undefined && !isRecord(payload))
    return { ok: false, reason: `${type}: the payload must be an object` }
  const reason = REQUEST_CHECKS[type]?.(payload ?? {}) ?? null
  return reason === null ? { ok: true, payload: payload as RequestPayload<T> } : { ok: false, reason }
}
