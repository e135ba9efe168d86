/**
 * Clickjacking defence for the approval screen (issue 25 item 3). The secure site's frame sits in the app's page,
 * and the app sets the frame's position, size and opacity: it could make the frame transparent, cover it, or move
 * it under the user's cursor just before a click. Approve is therefore enabled only after the frame has been
 * fully visible and unobscured for {@link APPROVE_VISIBLE_DELAY_MS}, and any change of its geometry or visibility
 * disables it and restarts the delay.
 *
 * Visibility comes from IntersectionObserver v2 (`trackVisibility`, `isVisible`) where the browser has it
 * (Chromium): `isVisible` is false while the frame or an ancestor has opacity below 1, a filter, a non-translation
 * transform, or anything drawn over it. Elsewhere the equivalent check is a full intersection (ratio 1) with the
 * page visible; it cannot see opacity or covering, which those browsers do not expose to a cross-origin frame.
 * Geometry: every observer notification (the intersection or visibility changed), a resize of the frame, and a
 * move of the frame on screen, seen from inside as a change of `screenX - clientX` between pointer events (the
 * frame's viewport origin in screen coordinates: the app moving the frame, or scrolling it, changes it).
 */

/** How long the approval frame must have been fully visible and unobscured before Approve is enabled. */
export const APPROVE_VISIBLE_DELAY_MS = 500

/** The observer's minimum delay between notifications; IntersectionObserver v2 requires at least 100 ms. */
const OBSERVER_DELAY_MS = 100

/** An IntersectionObserver entry as the guard reads it (`isVisible` only where v2 is implemented). */
export interface VisibilityEntry {
  intersectionRatio: number
  isIntersecting: boolean
  isVisible?: boolean
}

/** The IntersectionObserver constructor as the guard uses it (the browser's, or a fake in tests). */
export type VisibilityObserverConstructor = new (
  callback: (entries: VisibilityEntry[]) => void,
  options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number },
) => { observe(target: Element): void; disconnect(): void }

/** What the guard needs from the page; `window` by default. */
export interface ApproveGuardEnv {
  IntersectionObserver?: VisibilityObserverConstructor
  setTimeout(handler: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
  addEventListener: Window['addEventListener']
  removeEventListener: Window['removeEventListener']
  document: Pick<Document, 'visibilityState'>
}

/** A running guard: whether Approve may be pressed now, and a stop that removes every listener. */
export interface ApproveGuard {
  /** True once the frame has been fully visible, unobscured and unmoved for the whole delay. */
  ready(): boolean
  /** Removes the observer, the listeners and the timer. */
  stop(): void
}

/** Whether an entry says the target is fully visible: v2's `isVisible` where present, else a full intersection. */
function fullyVisible(entry: VisibilityEntry, env: ApproveGuardEnv): boolean {
  if (typeof entry.isVisible === 'boolean') return entry.isVisible && entry.intersectionRatio >= 1
  return entry.isIntersecting && entry.intersectionRatio >= 1 && env.document.visibilityState === 'visible'
}

/**
 * Guards `button` (Approve): disables it at once, then enables it only while
 * `target` (the approval screen) has been fully visible for {@link APPROVE_VISIBLE_DELAY_MS} with no change of
 * geometry or visibility in between. Without any IntersectionObserver the button stays disabled: the screen cannot
 * tell whether it is seen, so it does not let a click through.
 */
export function guardApprove(
  button: HTMLButtonElement,
  target: Element,
  env: ApproveGuardEnv = window as unknown as ApproveGuardEnv,
): ApproveGuard {
  let visible = false
  let armed = false
  let timer: unknown
  let offset: string | undefined

  const restart = () => {
    if (timer !== undefined) env.clearTimeout(timer)
    timer = undefined
    armed = false
    button.disabled = true
    if (!visible) return
    timer = env.setTimeout(() => {
      timer = undefined
      armed = true
      button.disabled = false
    }, APPROVE_VISIBLE_DELAY_MS)
  }

  const onPointer = (event: Event) => {
    const { screenX, screenY, clientX, clientY } = event as PointerEvent
    const next = `${screenX - clientX},${screenY - clientY}`
    // The first pointer event only sets the baseline; a later different origin means the frame moved.
    if (offset !== undefined && next !== offset) {
      restart()
    }
    offset = next
  }
  const onVisibility = () => {
    if (env.document.visibilityState !== 'visible') visible = false
    restart()
  }

  const Observer = env.IntersectionObserver
  const observer = Observer
    ? new Observer(
        (entries) => {
          const last = entries.at(-1)
          if (!last) return
          visible = fullyVisible(last, env)
          restart()
        },
        { threshold: [0, 1], trackVisibility: true, delay: OBSERVER_DELAY_MS },
      )
    : undefined
  observer?.observe(target)
  env.addEventListener('resize', restart)
  env.addEventListener('pointermove', onPointer, true)
  env.addEventListener('pointerdown', onPointer, true)
  env.addEventListener('visibilitychange', onVisibility)
  restart()

  return {
    ready: () => armed && visible,
    stop: () => {
      observer?.disconnect()
      if (timer !== undefined) env.clearTimeout(timer)
      timer = undefined
      env.removeEventListener('resize', restart)
      env.removeEventListener('pointermove', onPointer, true)
      env.removeEventListener('pointerdown', onPointer, true)
      env.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
