/**
 * `@portico/embedded-wallet/protocol`: the one definition of the frame protocol, imported by both sides (the app's
 * frame client and the secure site's runtime). It holds the event map (each app event's request payload and
 * `_SUCCESS` payload, and the frame's notices), the run-time checks of requests and replies, the RPC method
 * tables (O-02, O-03, O-05) and the `{ code, message }` error shape (EIP-1193 codes). It touches no `window`.
 *
 * @example
 * import { checkRequestPayload, defineFrameHandlers } from '@portico/embedded-wallet/protocol'
 * const handlers = defineFrameHandlers({ async CONNECT_EMAIL({ email }) { … return { action: 'VERIFY_OTP' } } })
 *
 * @module @portico/embedded-wallet/protocol
 */
export { APP_EVENT_PREFIX, FRAME_EVENT_PREFIX, FrameMessages } from '../constants.js'
export {
  APP_EVENT_TYPES,
  type AppEvent,
  type AppEventType,
  CODE_PURPOSES,
  CONNECT_EVENT_TYPES,
  type CodePurpose,
  SYNC_EVENT_TYPES,
} from './appEvents.js'
export {
  FrameErrorCodes,
  type FrameErrorPayload,
  isFrameErrorPayload,
  toFrameErrorPayload,
} from './errors.js'
export {
  defineFrameHandlers,
  type FrameEventMap,
  type FrameHandler,
  type FrameHandlers,
  type FrameNoticeMap,
  type LoginAnswer,
  type NoPayload,
  type RequestPayload,
  type SignedSiwx,
  type SiwxRequest,
  type SuccessPayload,
  type ThemePayload,
  type UserPayload,
} from './eventMap.js'
export {
  type FrameEvent,
  type FrameNotice,
  type FrameReply,
  isSignedSiwx,
  isUserPayload,
  MAX_SIWX_MESSAGE_LENGTH,
  parseFrameEvent,
} from './frameEvents.js'
export {
  type AppEventEnvelope,
  checkRequestPayload,
  parseAppEvent,
  REQUEST_ID,
  type RequestCheck,
} from './requests.js'
export { classifyMethod, type MethodClass, SAFE_METHODS, UNSAFE_METHODS } from './rpcMethods.js'
