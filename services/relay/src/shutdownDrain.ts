import { setTimeout as sleep } from 'node:timers/promises'

/** How often the shutdown drain tells the next sockets to go, in ms. */
const DRAIN_TICK_MS = 10

/** Pace of the shutdown drain: sockets told to go per second, and the longest the whole drain may take. */
export interface DrainPace {
  /** Sockets told to go per second; 0 tells them all at once. */
  ratePerSecond: number
  /** Every socket is told within this many ms, whatever the rate (a faster rate when there are many). */
  maxMs: number
}

/**
 * How many of `total` sockets should have been told to go `elapsedMs` after the drain began: one at once,
 * then `ratePerSecond` per second, faster when needed to finish within `maxMs`.
 */
export function drainTarget(total: number, elapsedMs: number, pace: DrainPace): number {
  if (pace.ratePerSecond <= 0 || elapsedMs >= pace.maxMs) return total
  const byRate = Math.ceil((pace.ratePerSecond * elapsedMs) / 1000)
  const byDeadline = Math.ceil((total * elapsedMs) / pace.maxMs)
  return Math.min(total, Math.max(1, byRate, byDeadline))
}

/**
 * Calls `tellToGo` for each socket, spread at `pace` so their reconnects reach the other instances as a
 * steady stream instead of all at once; the sockets not told yet are served meanwhile. Resolves once every
 * socket was told, or as soon as `stopped()` answers true. The pace follows the clock, so a late timer
 * tells more sockets at its next tick.
 */
export async function drainGradually<T>(
  sockets: readonly T[],
  pace: DrainPace,
  tellToGo: (socket: T) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  const start = performance.now()
  let told = 0
  while (told < sockets.length && !stopped()) {
    const target = drainTarget(sockets.length, performance.now() - start, pace)
    for (; told < target; told++) tellToGo(sockets[told] as T)
    if (told < sockets.length) await sleep(DRAIN_TICK_MS)
  }
}
