import { percentile } from './benchSupport.js'

/** One window of a latency timeline. */
export interface TimelineWindow {
  /** Start of the window, ms since the run started. */
  fromMs: number
  deliveries: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Longest the driver's own event loop was late in this window (its timer overshoot), ms. */
  driverLagMs: number
}

/**
 * Publish-to-delivery latencies by arrival time, and the driver's event-loop lag, so a bench can tell where
 * its tail comes from: a phase of the run (before, during, after a restart), or moments when the driver
 * itself could not read its sockets (a delivery read late is counted late, whatever the relay did).
 */
export class LatencyTimeline {
  /** Arrival (ms since start) and latency (ms) of each delivery, in arrival order. */
  private readonly arrivals: number[] = []
  private readonly latencies: number[] = []
  private readonly lag = new Map<number, number>()

  constructor(private readonly windowMs = 1000) {}

  /** A delivery that arrived `arrivalMs` after the start, `latencyMs` after it was published. */
  record(arrivalMs: number, latencyMs: number): void {
    this.arrivals.push(arrivalMs)
    this.latencies.push(latencyMs)
  }

  /** The driver's timer fired `lagMs` late at `atMs` (ms since start). */
  recordLag(atMs: number, lagMs: number): void {
    const w = Math.floor(atMs / this.windowMs)
    this.lag.set(w, Math.max(this.lag.get(w) ?? 0, lagMs))
  }

  /** Every latency, ascending. */
  sorted(): Float64Array {
    return Float64Array.from(this.latencies).sort()
  }

  /** The p-th percentile of the deliveries that arrived in [fromMs, toMs). */
  percentileBetween(p: number, fromMs: number, toMs: number): number {
    const inPhase: number[] = []
    for (let i = 0; i < this.arrivals.length; i++) {
      const at = this.arrivals[i] as number
      if (at >= fromMs && at < toMs) inPhase.push(this.latencies[i] as number)
    }
    return percentile(Float64Array.from(inPhase).sort(), p)
  }

  /** Latency per window of arrival time: where the slow deliveries cluster. */
  windows(): TimelineWindow[] {
    const byWindow = new Map<number, number[]>()
    for (let i = 0; i < this.arrivals.length; i++) {
      const w = Math.floor((this.arrivals[i] as number) / this.windowMs)
      const list = byWindow.get(w) ?? []
      if (list.length === 0) byWindow.set(w, list)
      list.push(this.latencies[i] as number)
    }
    return [...byWindow.keys()]
      .sort((a, b) => a - b)
      .map((w) => {
        const sorted = Float64Array.from(byWindow.get(w) ?? []).sort()
        return {
          fromMs: w * this.windowMs,
          deliveries: sorted.length,
          p50Ms: percentile(sorted, 50),
          p99Ms: percentile(sorted, 99),
          maxMs: sorted.at(-1) ?? Number.NaN,
          driverLagMs: this.lag.get(w) ?? 0,
        }
      })
  }

  /** The timeline as text lines: `t=<s> n=<deliveries> p50 p99 max lag` per window. */
  format(): string[] {
    return this.windows().map(
      (w) =>
        `t=${(w.fromMs / 1000).toFixed(0).padStart(3)}s n=${String(w.deliveries).padStart(5)} p50 ${w.p50Ms.toFixed(1)} p99 ${w.p99Ms.toFixed(1)} max ${w.maxMs.toFixed(1)} driver lag ${w.driverLagMs.toFixed(1)} ms`,
    )
  }
}
