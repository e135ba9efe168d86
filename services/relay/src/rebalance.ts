import type { WebSocket } from 'ws'
import {
  CLOSE_CODE_GOING_AWAY,
  CLOSE_REASON_REBALANCE,
  REBALANCE_INTERVAL_MS,
  REBALANCE_MIN_EXCESS,
  REBALANCE_STALE_INTERVALS,
  REBALANCE_TOLERANCE,
} from './constants.js'
import type { Logger } from './logger.js'
import { drainGradually } from './shutdownDrain.js'

/** How far one instance may hold more than its share before it sheds sockets. */
export interface RebalanceSlack {
  /** Fraction of the share (default REBALANCE_TOLERANCE). */
  tolerance: number
  /** Sockets (default REBALANCE_MIN_EXCESS). */
  minExcess: number
}

/**
 * Sockets an instance holding `mine` should tell to go, given the other live instances' counts and the
 * sockets it told to go that their reports do not show yet (`inFlight`, counted as theirs): none
 * while it holds at most its share plus the slack; otherwise half its excess over the share (the others'
 * counts are up to one report old, so moving it all at once would overshoot and bounce clients back).
 */
export function socketsToShed(
  mine: number,
  others: readonly number[],
  slack: RebalanceSlack = { tolerance: REBALANCE_TOLERANCE, minExcess: REBALANCE_MIN_EXCESS },
  inFlight = 0,
): number {
  if (others.length === 0) return 0
  const share = (mine + inFlight + others.reduce((a, b) => a + b, 0)) / (others.length + 1)
  const excess = mine - share
  // Under one socket of excess, moving one would only make another instance the one over its share.
  if (excess < 1 || excess <= Math.max(slack.minExcess, share * slack.tolerance)) return 0
  return Math.max(1, Math.floor(excess / 2))
}

/** What the rebalancer needs from the registry of instances. */
export interface InstanceRegistry {
  report(sockets: number, staleAfterMs: number): Promise<number[]>
  leave(): Promise<void>
}

/** Options of {@link startRebalancer}. */
export interface RebalanceOptions extends Partial<RebalanceSlack> {
  /** Sockets told to go per second at most (REBALANCE_RATE_PER_SECOND). */
  ratePerSecond: number
  /** Report interval in ms (default REBALANCE_INTERVAL_MS). */
  intervalMs?: number
}

/**
 * Every interval, reports this instance's open sockets to the registry and, when it holds more than its
 * share of all instances' sockets, tells some to go (close 1001, as on shutdown) at `ratePerSecond`, while
 * serving the rest: they reconnect through the load balancer, and the instances' loads even out over a few
 * rounds. Returns `stop()`, which ends the rounds and leaves the registry.
 */
export function startRebalancer(
  registry: InstanceRegistry,
  sockets: () => Iterable<WebSocket>,
  options: RebalanceOptions,
  logger: Logger,
): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? REBALANCE_INTERVAL_MS
  const slack = {
    tolerance: options.tolerance ?? REBALANCE_TOLERANCE,
    minExcess: options.minExcess ?? REBALANCE_MIN_EXCESS,
  }
  const staleAfterMs = intervalMs * REBALANCE_STALE_INTERVALS
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  /**
   * Sockets told to go and not yet seen at the others: `pending` when last told, less the growth of the
   * others' total since then (`othersAtTell`); forgotten once the others' reports surely include them.
   */
  let told: { pending: number; othersAtTell: number; at: number } | undefined
  const round = async () => {
    const open = [...sockets()].filter((ws) => ws.readyState === ws.OPEN)
    const others = await registry.report(open.length, staleAfterMs)
    const othersTotal = others.reduce((a, b) => a + b, 0)
    if (told && performance.now() - told.at > staleAfterMs) told = undefined
    const inFlight = told ? Math.max(0, told.pending - (othersTotal - told.othersAtTell)) : 0
    const shed = socketsToShed(open.length, others, slack, inFlight)
    if (shed === 0 || stopped) return
    told = { pending: inFlight + shed, othersAtTell: othersTotal, at: performance.now() }
    logger.info('rebalancing: telling sockets to move', { sockets: open.length, others, shed })
    const pace = { ratePerSecond: options.ratePerSecond, maxMs: Number.POSITIVE_INFINITY }
    await drainGradually(
      open.slice(0, shed),
      pace,
      (ws) => {
        if (ws.readyState === ws.OPEN) ws.close(CLOSE_CODE_GOING_AWAY, CLOSE_REASON_REBALANCE)
      },
      () => stopped,
    )
  }
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      round()
        .catch((e: Error) => logger.warn('rebalancing round failed', { error: e.message }))
        .finally(schedule)
    }, intervalMs)
    timer.unref()
  }
  schedule()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await registry.leave()
    },
  }
}
