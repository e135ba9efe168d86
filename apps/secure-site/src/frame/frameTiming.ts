/**
 * The secure site's own timings, as User Timing measures in the frame's performance timeline (DevTools shows
 * them; `npm run bench` reads them through the page, scripts/bench-embedded.mjs). Nothing leaves the frame.
 */

/** A measure per app event the frame answered: from its arrival to the answer posted (`detail`: type, method). */
export const REQUEST_MEASURE = 'portico:frame-request'
/**
 * A measure per wait on the user inside a request: from a screen shown (approval, passkey setup, unlock) to the
 * user's first answer on it (`detail`: the screen's test id). The frame's own time is a request's measure minus
 * the waits inside it.
 */
export const USER_WAIT_MEASURE = 'portico:frame-user-wait'
/** Measures kept per name: older ones are cleared, so a long-lived frame does not grow its timeline. */
export const MEASURES_KEPT = 100

/** Records a measure named `name` from `start` (a `performance.now()` reading) to now. */
export function measureSince(name: string, start: number, detail: Record<string, unknown>): void {
  if (typeof performance?.measure !== 'function') return
  if (performance.getEntriesByName(name, 'measure').length >= MEASURES_KEPT) performance.clearMeasures(name)
  performance.measure(name, { start, end: performance.now(), detail })
}
