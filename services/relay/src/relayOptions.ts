import type { Logger, LogLevel } from './logger.js'
import type { RebalanceOptions } from './rebalance.js'
import type { StoreLimitsOptions } from './store/storeLimits.js'

/** Options of `startRelay`. Every limit defaults to its named constant in constants.ts. */
export interface StartRelayOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number
  /** Interface to bind; default 127.0.0.1. */
  host?: string
  /** Redis URL: shares topic state with other instances; in memory when absent. */
  redisUrl?: string | undefined
  /** Relay URL(s) clients are given, accepted as the JWT `aud`; default ws://127.0.0.1:<port> and ws://localhost:<port>. */
  publicUrl?: string | readonly string[] | undefined
  /** Project ids allowed to connect; any non-empty id when absent. */
  projectIds?: readonly string[] | undefined
  /**
   * Gateway whose project table decides which project ids may connect (`PORTICO_RELAY_GATEWAY_URL`).
   * Unset: any project id is accepted, and one warning is logged at start.
   */
  gatewayUrl?: string | undefined
  /** Project cache TTLs in ms (defaults PROJECT_CACHE_POSITIVE_MS / PROJECT_CACHE_NEGATIVE_MS). */
  projectCache?: { positiveTtlMs?: number; negativeTtlMs?: number } | undefined
  /** A logger, or a level for the built-in JSON logger (default `info`). */
  logger?: Logger | LogLevel
  /** Smallest publish ttl accepted, in seconds (default MIN_TTL_SECONDS; tests lower it). */
  minTtlSeconds?: number
  /** Longest time a message is kept, in seconds (default MAX_KEPT_SECONDS). */
  maxKeptSeconds?: number | undefined
  /** Caps of the topic store (defaults MAX_STORE_BYTES, MAX_STORE_MESSAGES, CLIENT_STORE_SHARE). */
  store?: StoreLimitsOptions | undefined
  /** Deliveries a socket may leave unacknowledged (default MAX_PENDING_ACKS). */
  maxPendingAcks?: number | undefined
  /** Open sockets per client IP address, 0 for no cap (default MAX_CONNECTIONS_PER_IP). */
  maxConnectionsPerIp?: number | undefined
  /** Longest auth JWT lifetime, in seconds (default MAX_JWT_LIFETIME_SECONDS). */
  maxJwtLifetimeSeconds?: number | undefined
  /** Server ping interval in ms (default PING_INTERVAL_MS). */
  pingIntervalMs?: number
  /**
   * Sockets told to go per second on close, 0 = all at once (default SHUTDOWN_CLOSE_RATE_PER_SECOND); every
   * one is told within SHUTDOWN_DRAIN_MAX_MS whatever the rate.
   */
  shutdownCloseRate?: number | undefined
  /**
   * With Redis: sockets an instance holding more than its share tells to go per second (`ratePerSecond`,
   * default REBALANCE_RATE_PER_SECOND, 0 = never), the report interval and the slack (tests shorten them).
   */
  rebalance?: Partial<RebalanceOptions> | undefined
  /**
   * Bearer token of `GET /metrics` (env `PORTICO_METRICS_TOKEN`; production refuses to start without one). Unset:
   * anyone who reaches the relay may read them.
   */
  metricsToken?: string | undefined
  /** Publish token bucket per connection (default PUBLISH_RATE_PER_SECOND / PUBLISH_BURST). */
  publishRate?: { perSecond: number; burst: number }
}
