import { ProviderRpcError } from '@portico/core'
import {
  APP_EVENT_PREFIX,
  CONNECT_TIMEOUT_MS,
  FRAME_EVENT_PREFIX,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FrameMessages,
} from './constants.js'
import { createFrame, type FrameUrlOptions, frameUrl } from './createFrame.js'
import { EmbeddedWalletError } from './errors.js'
import { type AppEventType, CONNECT_EVENT_TYPES, SYNC_EVENT_TYPES } from './protocol/appEvents.js'
import type { RequestPayload, SuccessPayload } from './protocol/eventMap.js'
import { type FrameNotice, parseFrameEvent } from './protocol/frameEvents.js'
import { checkRequestPayload } from './protocol/requests.js'

/** What {@link createFrameClient} needs. */
export interface FrameClientOptions extends FrameUrlOptions {
  /** The window the app runs in (default: the global one). */
  window?: Window
  /** Shows an alert in the modal (F-07, F-08, F-30). */
  onAlert?: (message: string) => void
  /** READY, SESSION_UPDATE and UNVERIFIED_DOMAIN notices. */
  onNotice?: (notice: FrameNotice) => void
  /** Request ids (default: `crypto.randomUUID`). */
  randomId?: () => string
  /** Where the iframe goes when it is created (default `document.body`); see {@link createFrame}. */
  container?: () => ParentNode
  /** Told the iframe once it is created (the dialog's frame host places it; issue 22 item 9). */
  onFrame?: (frame: HTMLIFrameElement) => void
}

interface Pending {
  type: AppEventType
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

/**
 * The app side of the secure site's frame (F-02 to F-10, F-13): creates the hidden iframe on first use,
 * waits for READY plus 500 ms, sends app events with a random id to the secure site's origin only, and
 * settles each request with the frame event of the same id. Messages from another origin or window, and
 * malformed ones, are dropped with a console warning.
 *
 * @example
 * const frame = createFrameClient({ secureSiteUrl: 'http://127.0.0.1:5174', projectId: 'portico-dev' })
 * const { action } = await frame.request('CONNECT_EMAIL', { email })
 */
export function createFrameClient(options: FrameClientOptions) {
  const win = options.window ?? window
  const secureOrigin = new URL(options.secureSiteUrl).origin
  const randomId = options.randomId ?? (() => win.crypto.randomUUID())
  const pending = new Map<string, Pending>()
  let iframe: HTMLIFrameElement | undefined
  let isReady = false
  let ready: Promise<void> | undefined
  let markReady: (() => void) | undefined
  let failLoad: ((error: Error) => void) | undefined

  const onMessage = (event: MessageEvent) => {
    const looksOurs =
      typeof event.data?.type === 'string' && (event.data.type as string).startsWith(FRAME_EVENT_PREFIX)
    if (event.origin !== secureOrigin || !iframe || event.source !== iframe.contentWindow) {
      if (looksOurs)
        console.warn('Portico: frame event from an unexpected origin or window ignored', event.origin)
      return
    }
    const parsed = parseFrameEvent(event.data)
    if (!parsed) {
      console.warn('Portico: invalid frame event ignored', event.data)
      return
    }
    if (parsed.kind === 'notice') {
      if (parsed.type === 'READY') win.setTimeout(() => markReady?.(), FRAME_READY_DELAY_MS)
      if (parsed.type === 'UNVERIFIED_DOMAIN') {
        // F-30: this app's origin is not on the project's allow-list: no wallet, now or later.
        const refused = new EmbeddedWalletError(FrameMessages.INVALID_APP_CONFIGURATION)
        options.onAlert?.(FrameMessages.INVALID_APP_CONFIGURATION)
        failLoad?.(refused)
        abort(refused)
      }
      options.onNotice?.(parsed)
      return
    }
    const request = pending.get(parsed.id)
    if (!request || request.type !== parsed.request) return
    pending.delete(parsed.id)
    if (parsed.outcome === 'SUCCESS') request.resolve(parsed.payload)
    else {
      const { message, code } = (parsed.payload ?? {}) as { message?: string; code?: number }
      const text = message || FrameMessages.AN_ERROR_OCCURRED
      // A refusal with an EIP-1193 code (4100: the wallet will not do this for any app) keeps its code.
      request.reject(
        code !== undefined && code >= 4000 && code < 5000
          ? new ProviderRpcError(code, text)
          : new EmbeddedWalletError(text),
      )
    }
  }
  win.addEventListener('message', onMessage)

  /** F-13: creates the iframe once; concurrent calls share one promise. Resolves at READY + 500 ms. */
  function init(): Promise<void> {
    if (ready) return ready
    ready = new Promise<void>((resolve, reject) => {
      markReady = () => {
        isReady = true
        resolve()
      }
      failLoad = reject
      iframe = createFrame(win.document, frameUrl(options), options.container?.())
      options.onFrame?.(iframe)
      // F-09: a frame that fails to load.
      iframe.onerror = () => reject(new EmbeddedWalletError(FrameMessages.UNABLE_TO_LOAD))
    })
    // A load failure with nobody waiting (a destroy()) is not an unhandled rejection; callers still see it.
    ready.catch(() => undefined)
    return ready
  }

  /**
   * F-10: rejects every pending request: RPC with 'Request was aborted', others with 'Something went wrong',
   * or all with `reason` when given.
   */
  function abort(reason?: Error): void {
    for (const [id, p] of pending) {
      pending.delete(id)
      p.reject(
        reason ??
          new EmbeddedWalletError(
            p.type === 'RPC_REQUEST' ? FrameMessages.REQUEST_ABORTED : FrameMessages.SOMETHING_WENT_WRONG,
          ),
      )
    }
  }

  /**
   * Sends one app event and resolves with its `_SUCCESS` payload (F-03, F-04, F-07, F-08), both typed by the
   * protocol's event map. A payload that fails its type's check (the same check the secure site makes) rejects
   * here, before anything is sent.
   */
  async function request<K extends AppEventType>(
    type: K,
    payload?: RequestPayload<K>,
  ): Promise<SuccessPayload<K>> {
    type T = SuccessPayload<K>
    const checked = checkRequestPayload(type, payload)
    if (!checked.ok) throw new EmbeddedWalletError(checked.reason)
    const id = randomId()
    const settled = new Promise<T>((resolve, reject) => {
      pending.set(id, { type, resolve: resolve as (v: unknown) => void, reject })
    })
    const timers: number[] = []
    const clear = () => {
      for (const t of timers) win.clearTimeout(t)
    }
    settled.then(clear, clear)
    if (!SYNC_EVENT_TYPES.has(type)) {
      timers.push(
        win.setTimeout(() => {
          if (!isReady) {
            options.onAlert?.(FrameMessages.NETWORK_ERROR)
            abort()
          }
        }, FRAME_LOAD_TIMEOUT_MS),
      )
    }
    init().then(
      () => {
        if (!pending.has(id)) return
        if (CONNECT_EVENT_TYPES.has(type)) {
          timers.push(
            win.setTimeout(() => {
              options.onAlert?.(FrameMessages.REQUEST_TIMED_OUT)
              abort()
            }, CONNECT_TIMEOUT_MS),
          )
        }
        iframe?.contentWindow?.postMessage({ type: `${APP_EVENT_PREFIX}${type}`, id, payload }, secureOrigin)
      },
      (error: Error) => {
        const p = pending.get(id)
        pending.delete(id)
        p?.reject(error)
      },
    )
    return settled
  }

  return {
    init,
    request,
    abort,
    /** The iframe, once created (for F-31: shown over the dialog during an approval). */
    frame: () => iframe,
    /** How many requests wait for an answer. */
    pendingCount: () => pending.size,
    /** Removes the listener, rejects what is pending and the load (if still waiting). */
    destroy() {
      win.removeEventListener('message', onMessage)
      abort()
      failLoad?.(new EmbeddedWalletError(FrameMessages.SOMETHING_WENT_WRONG))
      iframe?.remove()
    },
  }
}
export type FrameClient = ReturnType<typeof createFrameClient>
