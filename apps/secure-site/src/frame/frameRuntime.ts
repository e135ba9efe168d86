import {
  type AppEventType,
  checkRequestPayload,
  FRAME_EVENT_PREFIX,
  FrameErrorCodes,
  type FrameHandler,
  type FrameHandlers,
  parseAppEvent,
  toFrameErrorPayload,
} from '@portico/embedded-wallet/protocol'
import { measureSince, REQUEST_MEASURE } from './frameTiming.js'

/** The handlers the runtime answers with, typed from the protocol's event map. */
export type Handlers = FrameHandlers

// The envelope's parser, from the protocol (the tests and older imports take it from here).
export { parseAppEvent }

/**
 * Runs the secure site's side of the frame: accepts app events only from `parentOrigin` and the parent window,
 * answers each with `_SUCCESS` or `_ERROR` (same id) posted to `parentOrigin` only, and announces READY. Each
 * answer leaves a `portico:frame-request` measure (frameTiming.ts).
 * Malformed or foreign messages are dropped with a console warning; a well-formed event whose payload fails its
 * type's check (`@portico/embedded-wallet/protocol`) is answered `_ERROR` `{ code: -32602, message }` and never
 * reaches its handler.
 */
export function startFrameRuntime(win: Window, parentOrigin: string, handlers: FrameHandlers): () => void {
  const reply = (message: Record<string, unknown>) => win.parent.postMessage(message, parentOrigin)
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== win.parent) {
      console.warn('Portico secure site: message from an unexpected origin or window ignored', event.origin)
      return
    }
    const parsed = parseAppEvent(event.data)
    if (!parsed) {
      console.warn('Portico secure site: invalid app event ignored', event.data)
      return
    }
    const base = `${FRAME_EVENT_PREFIX}${parsed.type}`
    const checked = checkRequestPayload(parsed.type, parsed.payload)
    if (!checked.ok) {
      console.warn(`Portico secure site: ${parsed.type} refused: ${checked.reason}`)
      reply({
        type: `${base}_ERROR`,
        id: parsed.id,
        payload: { code: FrameErrorCodes.INVALID_PARAMS, message: checked.reason },
      })
      return
    }
    // The handler of this type takes this type's payload (the map is keyed by type; TS cannot follow the pairing).
    const handler = handlers[parsed.type] as FrameHandler<AppEventType> | undefined
    if (!handler) {
      reply({
        type: `${base}_ERROR`,
        id: parsed.id,
        payload: { message: `${parsed.type} is not supported yet` },
      })
      return
    }
    const start = performance.now()
    const method = (parsed.payload as { method?: unknown } | undefined)?.method
    const answered = (message: Record<string, unknown>) => {
      reply(message)
      measureSince(REQUEST_MEASURE, start, {
        type: parsed.type,
        ...(typeof method === 'string' ? { method } : {}),
      })
    }
    handler((checked.payload ?? {}) as never).then(
      (payload) => answered({ type: `${base}_SUCCESS`, id: parsed.id, payload }),
      (error: unknown) =>
        answered({ type: `${base}_ERROR`, id: parsed.id, payload: toFrameErrorPayload(error) }),
    )
  }
  win.addEventListener('message', onMessage)
  reply({ type: `${FRAME_EVENT_PREFIX}READY` })
  return () => win.removeEventListener('message', onMessage)
}
