import type {
  ApproveGuardEnv,
  VisibilityEntry,
  VisibilityObserverConstructor,
} from '../src/frame/approveGuard.js'

/**
 * A page for the approval screen's clickjacking guard in jsdom (which has no IntersectionObserver): a fake
 * observer the test drives like the browser would (`report`), and the jsdom window's events and timers (fake
 * timers when the test installs them).
 */
export function fakeVisibilityPage() {
  let current: VisibilityEntry | undefined
  const observers: {
    callback: (entries: VisibilityEntry[]) => void
    options: unknown
    targets: Element[]
  }[] = []
  const Observer = class {
    private readonly record: (typeof observers)[number]
    constructor(callback: (entries: VisibilityEntry[]) => void, options: unknown) {
      this.record = { callback, options, targets: [] }
      observers.push(this.record)
    }
    observe(target: Element) {
      this.record.targets.push(target)
      // Like the browser, a new observer hears the target's current state first (asynchronously).
      const { callback } = this.record
      if (current) {
        const entry = current
        queueMicrotask(() => callback([entry]))
      }
    }
    disconnect() {
      observers.splice(observers.indexOf(this.record), 1)
    }
  } satisfies VisibilityObserverConstructor
  const env: ApproveGuardEnv = {
    IntersectionObserver: Observer,
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    document,
  }
  return {
    env,
    observers,
    /**
     * The frame's state changed: delivers the entry to every live observer, as the browser does, and to the ones
     * created later as their first notice.
     */
    report(entry: VisibilityEntry) {
      current = entry
      for (const observer of [...observers]) observer.callback([entry])
    },
  }
}

/** IntersectionObserver v2's entry for a fully visible, unobscured frame. */
export const VISIBLE: VisibilityEntry = { intersectionRatio: 1, isIntersecting: true, isVisible: true }
