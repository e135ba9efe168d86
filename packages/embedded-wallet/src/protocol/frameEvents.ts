import { isHexAddress } from '@portico/core'
import { FRAME_EVENT_PREFIX } from '../constants.js'
import { APP_EVENT_TYPES, type AppEventType } from './appEvents.js'
import { isFrameErrorPayload } from './errors.js'
import type { FrameNoticeMap } from './eventMap.js'
import { REQUEST_ID } from './requests.js'

/** A frame event that settles one request (F-03): `<TYPE>_SUCCESS` or `<TYPE>_ERROR` with the request's id. */
export interface FrameReply {
  kind: 'reply'
  request: AppEventType
  outcome: 'SUCCESS' | 'ERROR'
  id: string
  payload: unknown
}

/** Frame events that settle nothing: READY (F-06), SESSION_UPDATE, and the frame's timeout reasons (F-30). */
export interface FrameNotice {
  kind: 'notice'
  type: keyof FrameNoticeMap
  payload: unknown
}

export type FrameEvent = FrameReply | FrameNotice

const NOTICES = new Set<string>([
  'READY',
  'SESSION_UPDATE',
  'UNVERIFIED_DOMAIN',
] satisfies (keyof FrameNoticeMap)[])
const REQUESTS = new Set<string>(APP_EVENT_TYPES)
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** F-25: the user payload must carry an address (and the other fields, when present, of the right type). */
export function isUserPayload(v: unknown): boolean {
  if (!isRecord(v) || !isHexAddress(v.address)) return false
  if (v.email !== undefined && typeof v.email !== 'string') return false
  if (v.chainId !== undefined && typeof v.chainId !== 'number' && typeof v.chainId !== 'string') return false
  if (v.accounts !== undefined && !Array.isArray(v.accounts)) return false
  if (v.userName !== undefined && v.userName !== null && typeof v.userName !== 'string') return false
  if (v.smartAccountDeployed !== undefined && typeof v.smartAccountDeployed !== 'boolean') return false
  return true
}

/** M-07: the sign-in the secure site signed at login: the filled message and a hex signature. */
export function isSignedSiwx(v: unknown): boolean {
  return (
    isRecord(v) &&
    typeof v.message === 'string' &&
    v.message.length <= MAX_SIWX_MESSAGE_LENGTH &&
    typeof v.signature === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(v.signature)
  )
}
/** M-07: a login's answer: nothing, or a record whose `siwx`, when present, is a signed sign-in. */
const isLoginAnswer = (v: unknown): boolean =>
  v === undefined || (isRecord(v) && (v.siwx === undefined || isSignedSiwx(v.siwx)))

/** M-07: the longest sign-in message passed through the frame (a CAIP-122 message is far shorter). */
export const MAX_SIWX_MESSAGE_LENGTH = 8192

/**
 * Payload checks per successful reply (the event map's `success` types); an error payload is a
 * `FrameErrorPayload` (`{ message, code? }`, EIP-1193 codes). A reply that fails its check is dropped.
 */
const SUCCESS_PAYLOAD: Partial<Record<AppEventType, (v: unknown) => boolean>> = {
  CONNECT_EMAIL: (v) => isRecord(v) && ['VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT'].includes(String(v.action)),
  AWAIT_CODE: isRecord,
  CONNECT_OTP: isLoginAnswer,
  CONNECT_SOCIAL: isLoginAnswer,
  CONNECT_FARCASTER: isLoginAnswer,
  GET_USER: isUserPayload,
  IS_CONNECTED: (v) => isRecord(v) && typeof v.isConnected === 'boolean',
  SWITCH_NETWORK: (v) => isRecord(v) && (typeof v.chainId === 'number' || typeof v.chainId === 'string'),
  GET_CHAIN_ID: (v) => isRecord(v) && (typeof v.chainId === 'number' || typeof v.chainId === 'string'),
  UPDATE_EMAIL: (v) => isRecord(v) && v.action === 'VERIFY_PRIMARY_OTP',
  UPDATE_EMAIL_PRIMARY_OTP: (v) => isRecord(v) && v.action === 'VERIFY_SECONDARY_OTP',
  UPDATE_EMAIL_SECONDARY_OTP: (v) => isRecord(v) && typeof v.newEmail === 'string',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: (v) =>
    isRecord(v) &&
    Array.isArray(v.smartAccountEnabledNetworks) &&
    v.smartAccountEnabledNetworks.every(Number.isInteger),
}

/**
 * F-05: parses a `message` event's data into a frame event, or null when it is not one: the type must start
 * with `@w3m-frame/`, a reply must carry a well-formed id, and its payload must pass the schema of its type.
 */
export function parseFrameEvent(data: unknown): FrameEvent | null {
  if (!isRecord(data) || typeof data.type !== 'string' || !data.type.startsWith(FRAME_EVENT_PREFIX))
    return null
  const name = data.type.slice(FRAME_EVENT_PREFIX.length)
  if (NOTICES.has(name)) return { kind: 'notice', type: name as FrameNotice['type'], payload: data.payload }
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(name)
  if (!match?.[1] || !REQUESTS.has(match[1])) return null
  if (typeof data.id !== 'string' || !REQUEST_ID.test(data.id)) return null
  const request = match[1] as AppEventType
  const outcome = match[2] as FrameReply['outcome']
  if (outcome === 'ERROR') {
    if (!isFrameErrorPayload(data.payload)) return null
  } else {
    const check = SUCCESS_PAYLOAD[request]
    if (check && !check(data.payload)) return null
  }
  return { kind: 'reply', request, outcome, id: data.id, payload: data.payload }
}
