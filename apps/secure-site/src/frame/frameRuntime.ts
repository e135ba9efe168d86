import { APP_EVENT_PREFIX, APP_EVENT_TYPES, FRAME_EVENT_PREFIX } from '@portico/embedded-wallet'
import { measureSince, REQUEST_MEASURE } from './frameTiming.js'

/** A handler per app event type: resolves the `_SUCCESS` payload or throws the `_ERROR` message. */
export type Handlers = Partial<Record<string, (payload: any) => Promise<unknown>>>

const TYPES = new Set<string>(APP_EVENT_TYPES)
const ID = /^[A-Za-z0-9_-]{8,64}$/

/** An app event's parts when it is well formed (F-03, F-04), else null. */
export function parseAppEvent(data: unknown): { type: string; id: string; payload: unknown } | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, id, payload } = data as Record<string, unknown>
  if (typeof type !== 'string' || !type.startsWith(APP_EVENT_PREFIX)) return null
  const name = type.slice(APP_EVENT_PREFIX.length)
  if (!TYPES.has(name) || typeof id !== 'string' || !ID.test(id)) return null
  if (payload !== undefined && (typeof payload !== 'object' || payload === null || Array.isArray(payload)))
    return null
  return { type: name, id, payload }
}

/** An `_ERROR` payload: the message, and the EIP-1193 code when the error has one (`FrameRequestError`). */
function errorPayload(error: unknown): { message: string; code?: number } {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && Number.isInteger(code) ? { message, code } : { message }
}

/**
 * Runs the secure site's side of the frame: accepts app events only from `parentOrigin` and the parent window,
 * answers each with `_SUCCESS` or `_ERROR` (same id) posted to `parentOrigin` only, and announces READY. Each
 * answer leaves a `portico:frame-request` measure (frameTiming.ts).
 * Malformed or foreign messages are dropped with a console warning.
 */
export function startFrameRuntime(win: Window, parentOrigin: string, handlers: Handlers): () => void {
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
    const handler = handlers[parsed.type]
    const base = `${FRAME_EVENT_PREFIX}${parsed.type}`
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
    handler(parsed.payload ?? {}).then(
      (payload) => answered({ type: `${base}_SUCCESS`, id: parsed.id, payload }),
      (error: unknown) => answered({ type: `${base}_ERROR`, id: parsed.id, payload: errorPayload(error) }),
    )
  }
  win.addEventListener('message', onMessage)
  reply({ type: `${FRAME_EVENT_PREFIX}READY` })
  return () => win.removeEventListener('message', onMessage)
}
