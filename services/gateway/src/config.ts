import { resolve } from 'node:path'
import { type AuthConfig, authConfigFromEnv } from './auth/authConfig.js'
import type { PriceSource } from './balances/prices/priceSource.js'
import { type ConsoleConfig, consoleConfigFromEnv } from './console/consoleConfig.js'
import { type IndexerConfig, indexerConfigFromEnv } from './indexer/indexerConfig.js'
import { type NamesConfig, namesConfigFromEnv } from './names/namesConfig.js'
import { type OnrampConfig, onrampConfigFromEnv } from './onramp/onrampConfig.js'
import { porticoEnvFromEnv } from './productionMode.js'
import { parseSwapChains, type SwapChains } from './swaps/swapChains.js'
import { type ChainTokens, DEFAULT_DEVNET_MANIFEST_PATH } from './tokens/devnetManifest.js'

/** Default gateway port (TEST-CONTRACT.md). */
export const DEFAULT_GATEWAY_PORT = 8787
/** Default ports of the two devnet chains (TEST-CONTRACT.md). */
export const DEFAULT_EVM_A_PORT = 8545
export const DEFAULT_EVM_B_PORT = 8546
/** Default port of the devnet Solana's JSON-RPC (TEST-CONTRACT.md; env `PORTICO_SOLANA_PORT`). */
export const DEFAULT_SOLANA_PORT = 8899
/** CAIP-2 id of the devnet Solana (TEST-CONTRACT.md). */
export const SOLANA_DEVNET_CHAIN_ID = 'solana:portico-local'
/** Default development project id (TEST-CONTRACT.md). */
export const DEFAULT_PROJECT_ID = 'portico-dev'
/** Origins the development project allows out of the box (TEST-CONTRACT.md). */
export const DEV_PROJECT_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'] as const
/** O-16: the RPC proxy gives up on an upstream node after 10 s. */
export const RPC_UPSTREAM_TIMEOUT_MS = 10_000
/** O-16: the largest JSON-RPC batch the proxy forwards. */
export const RPC_MAX_BATCH = 1000
/** Largest upstream JSON-RPC answer read (32 MiB; env `PORTICO_RPC_MAX_ANSWER_BYTES`). */
export { RPC_MAX_ANSWER_BYTES } from './rpc/readCapped.js'
/** Request bodies above 1 MiB are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024
/**
 * A request (headers and body) must arrive within 30 s, else 408 and the connection closes (env
 * `PORTICO_REQUEST_TIMEOUT_MS`). The headers alone get {@link HEADERS_TIMEOUT_MS} (or less when the request
 * timeout is shorter).
 */
export const REQUEST_TIMEOUT_MS = 30_000
/** Request line and headers must arrive within 10 s. */
export const HEADERS_TIMEOUT_MS = 10_000
/** A connection with no traffic for 60 s is closed (longer than the RPC upstream timeout). */
export const CONNECTION_IDLE_TIMEOUT_MS = 60_000
/** An idle keep-alive connection is closed after 10 s. */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000
/** How often Node checks connections against the request and headers timeouts (at most). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000
/** Analytics and error events are kept 30 days, then purged (env `PORTICO_EVENT_RETENTION_DAYS`). */
export const DEFAULT_EVENT_RETENTION_DAYS = 30
/** How often each gateway purges expired events: hourly. */
export const EVENT_PURGE_INTERVAL_MS = 3_600_000
/** Default rate limits: generous, so one busy browser or the bench is never limited. */
export const DEFAULT_RATE_LIMIT_IP_PER_MIN = 60_000
export const DEFAULT_RATE_LIMIT_PROJECT_PER_MIN = 120_000
/**
 * Share of a project's quota one client address may use (env `PORTICO_RATE_LIMIT_PROJECT_IP_SHARE`): with a
 * quarter each, two sources together use at most half, and a third still gets through.
 */
export const DEFAULT_RATE_LIMIT_PROJECT_IP_SHARE = 0.25
/**
 * P-01: how long a browser keeps a project's configuration, allow-list and analytics switch (`Cache-Control:
 * max-age`) before asking again (env `PORTICO_CONFIG_CACHE_SEC`): changes reach running apps within it.
 */
export const DEFAULT_CONFIG_CACHE_SEC = 60
/** Default rate-limit window (env `PORTICO_RATE_LIMIT_WINDOW_MS`). */
export const RATE_LIMIT_WINDOW_MS = 60_000

/** Repository root, derived from this file's place in `services/gateway/src`. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
/** The registry seed shipped in the repo. */
export const DEFAULT_WALLETS_FILE = resolve(import.meta.dirname, '../seed/wallets.json')
/** Default PGlite data directory. */
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data/pglite')

/** Where the data lives: a PostgreSQL server when `databaseUrl` is set, else PGlite in `dataDir`. */
export interface DatabaseConfig {
  /** `postgres://…` URL of a PostgreSQL server (env `DATABASE_URL`). */
  databaseUrl?: string
  /** PGlite data directory, or `memory://` (env `PORTICO_DATA_DIR`). */
  dataDir?: string
}

/** Gateway configuration; every field has a default (see {@link configFromEnv}). */
export interface GatewayConfig extends DatabaseConfig, IndexerConfig {
  /**
   * USD prices for balances and `/v1/fungible/price` (default: read from the swap chains' pools through their
   * stablecoin; a token without a pool has no price, and then `price` and `value` are omitted).
   */
  prices?: PriceSource
  /**
   * Uniswap V2 deployments per CAIP-2 chain for `/v1/convert/*` (env `PORTICO_SWAP_CHAINS`; default: the
   * devnet manifest's AMM on each devnet chain). Each chain also needs an entry in `rpcUrls`.
   */
  swaps?: SwapChains
  /** Registry file used to seed an empty wallets table. */
  walletsFile?: string
  /** Id of the development project created on start (env `PORTICO_PROJECT_ID`). */
  devProjectId?: string
  /** False in production (`PORTICO_ENV=production`): no development project is created. Default true. */
  seedDevProject?: boolean
  /**
   * The load balancers in front of the gateway (env `PORTICO_TRUST_PROXY`: comma-separated addresses or CIDR
   * ranges). A request from one of them is attributed to the client its `X-Forwarded-For` names, so per-IP
   * limits count real clients; from anywhere else the header is ignored. Unset: no proxy is trusted.
   */
  trustProxy?: string[]
  /** CAIP-2 chain id → upstream JSON-RPC URL. */
  rpcUrls?: Record<string, string>
  /**
   * CAIP-2 chain id → ERC-4337 bundler URL: the RPC proxy forwards the user-operation methods there (env
   * `PORTICO_BUNDLER_URLS`, a JSON object; default: the devnet bundlers, see {@link defaultBundlerUrls}).
   * A chain without one refuses them. Unset (as in tests): no bundler.
   */
  bundlerUrls?: Record<string, string>
  /** Upstream RPC timeout in ms. */
  rpcTimeoutMs?: number
  /** Largest upstream RPC answer read by the proxy, in bytes (env `PORTICO_RPC_MAX_ANSWER_BYTES`, default 32 MiB). */
  rpcMaxAnswerBytes?: number
  /**
   * Devnet manifest to read the ERC-20 list from at start (env `PORTICO_DEVNET_MANIFEST`, else
   * `.data/devnet-manifest.json`). A missing file means no tokens; an invalid one stops the start.
   * Unset (as in tests): no manifest is read.
   */
  devnetManifest?: string
  /** How long balance reads are reused per (chain, address), in ms (default `BALANCE_CACHE_TTL_MS`, 5 s). */
  balanceCacheTtlMs?: number
  /** ERC-20s per CAIP-2 chain, used instead of a manifest's when given. */
  tokens?: ChainTokens
  /** Requests per IP per minute (env `PORTICO_RATE_LIMIT_IP`). */
  rateLimitPerIp?: number
  /** Requests per project per minute (env `PORTICO_RATE_LIMIT_PROJECT`). */
  rateLimitPerProject?: number
  /**
   * Fraction (0 < share ≤ 1) of `rateLimitPerProject` one client address may use (env
   * `PORTICO_RATE_LIMIT_PROJECT_IP_SHARE`, default {@link DEFAULT_RATE_LIMIT_PROJECT_IP_SHARE}).
   */
  rateLimitProjectIpShare?: number
  /** Days events are kept before the periodic purge deletes them (env `PORTICO_EVENT_RETENTION_DAYS`, default 30). */
  eventRetentionDays?: number
  /**
   * The most bytes one project's stored events may take (env `PORTICO_EVENT_CAP_BYTES`, default 256 MiB); past
   * it the oldest are deleted first (src/repos/eventCap.ts).
   */
  eventCapBytes?: number
  /** How often expired events are purged, in ms (default hourly). */
  eventPurgeIntervalMs?: number
  /** Longest time for a whole request to arrive, in ms (env `PORTICO_REQUEST_TIMEOUT_MS`, default 30 s). */
  requestTimeoutMs?: number
  /** Rate-limit window in ms (env `PORTICO_RATE_LIMIT_WINDOW_MS`). */
  rateLimitWindowMs?: number
  /** Seconds browsers cache a project's configuration (env `PORTICO_CONFIG_CACHE_SEC`, default 60; 0: no-cache). */
  configCacheSec?: number
  /**
   * `redis://` or `rediss://` URL (env `REDIS_URL`): rate-limit counts are shared by every instance on that
   * Redis, failing open when it is unreachable. Unset: each instance counts in its own memory.
   */
  redisUrl?: string
  /** Longest wait in ms for a Redis rate-limit decision before failing open (env `PORTICO_RATE_LIMIT_REDIS_TIMEOUT_MS`, default 25). */
  rateLimitRedisTimeoutMs?: number
  /**
   * Bearer token of `GET /metrics` (env `PORTICO_METRICS_TOKEN`; production refuses to start without one). Unset:
   * the metrics are answered to anyone who reaches the gateway (development).
   */
  metricsToken?: string
  /** Pino logging on: one JSON line per request (method, url, statusCode, responseTimeMs, time, reqId). */
  logger?: boolean
  /** Where log lines go when `logger` is on (default stdout). */
  logStream?: NodeJS.WritableStream
  /** Email login: SMTP server, sender, secret (src/auth/authConfig.ts; env PORTICO_SMTP_URL, PORTICO_AUTH_SECRET…). */
  auth?: AuthConfig
  /** On-ramp: providers per project, MoonPay and Meld keys, the sandbox (src/onramp/onrampConfig.ts; env PORTICO_ONRAMP_*). */
  onramp?: OnrampConfig
  /** Account names: the operator's zone (src/names/namesConfig.ts; env PORTICO_NAMES_ZONE, default portico.test). */
  names?: NamesConfig
  /** The operator console: its OpenID Connect issuer, client and operators (src/console; env PORTICO_CONSOLE_*). Unset: none. */
  console?: ConsoleConfig
}

/** The default chain table: the two devnet EVM chains and the devnet Solana on their configured ports. */
export function defaultRpcUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const a = env.PORTICO_EVM_A_PORT || String(DEFAULT_EVM_A_PORT)
  const b = env.PORTICO_EVM_B_PORT || String(DEFAULT_EVM_B_PORT)
  const solana = env.PORTICO_SOLANA_PORT || String(DEFAULT_SOLANA_PORT)
  return {
    'eip155:31337': `http://127.0.0.1:${a}`,
    'eip155:31338': `http://127.0.0.1:${b}`,
    [SOLANA_DEVNET_CHAIN_ID]: `http://127.0.0.1:${solana}`,
  }
}

/** Default ports of the devnet bundlers (TEST-CONTRACT.md): chain A, chain B. */
export const DEFAULT_BUNDLER_PORT = 8791
export const DEFAULT_BUNDLER_B_PORT = 8792

/** The default bundler table: the devnet bundlers (`npm start` runs them) on their configured ports. */
export function defaultBundlerUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const a = env.PORTICO_BUNDLER_PORT || String(DEFAULT_BUNDLER_PORT)
  const b = env.PORTICO_BUNDLER_B_PORT || String(DEFAULT_BUNDLER_B_PORT)
  return { 'eip155:31337': `http://127.0.0.1:${a}`, 'eip155:31338': `http://127.0.0.1:${b}` }
}

/**
 * Parses `PORTICO_RPC_URLS` (a JSON object of CAIP-2 id → URL); throws a clear error when malformed.
 * `PORTICO_BUNDLER_URLS` has the same form and goes through here with its own name.
 */
export function parseRpcUrls(raw: string, variable = 'PORTICO_RPC_URLS'): Record<string, string> {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new Error(`${variable} must be a JSON object like {"eip155:1":"https://…"}`)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${variable} must be a JSON object like {"eip155:1":"https://…"}`)
  }
  const out: Record<string, string> = {}
  for (const [chain, url] of Object.entries(parsed)) {
    if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain)) throw new Error(`Bad CAIP-2 chain id ${chain}`)
    if (typeof url !== 'string' || !/^https?:\/\//.test(url))
      throw new Error(`Bad RPC URL for ${chain} in ${variable}`)
    out[chain] = url
  }
  return out
}

const positiveInt = (raw: string | undefined, name: string): number | undefined => {
  if (raw === undefined || raw === '') return undefined
  const n = Number(raw)
  if (!/^[0-9]{1,15}$/.test(raw) || n < 1) throw new Error(`${name} must be a positive integer`)
  return n
}

const fraction = (raw: string | undefined, name: string): number | undefined => {
  if (raw === undefined || raw === '') return undefined
  const n = Number(raw)
  if (!/^[0-9.]+$/.test(raw) || !Number.isFinite(n) || n <= 0 || n > 1) {
    throw new Error(`${name} must be a number above 0 and at most 1`)
  }
  return n
}

/** Checks `REDIS_URL`: a `redis://` or `rediss://` URL; throws a clear error otherwise. */
export function parseRedisUrl(raw: string): string {
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new Error('REDIS_URL must be a URL like redis://127.0.0.1:6379')
  }
  return raw
}

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/

/** `PORTICO_TRUST_PROXY`: comma-separated addresses or CIDR ranges of the load balancers. */
export function parseTrustProxy(raw: string): string[] {
  const entries = raw.split(',').map((entry) => entry.trim())
  const bad = entries.find((entry) => !PROXY_ADDRESS.test(entry))
  if (bad !== undefined)
    throw new Error(
      `PORTICO_TRUST_PROXY must list the load balancers' addresses or CIDR ranges, comma-separated (like 10.0.0.0/8,192.168.1.2); "${bad}" is not one`,
    )
  return entries
}

/** Highest TCP port number. */
const MAX_PORT = 65_535

/** The port from `PORTICO_GATEWAY_PORT` (default 8787); throws a clear error when it is not a port number. */
export function gatewayPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const port = positiveInt(env.PORTICO_GATEWAY_PORT, 'PORTICO_GATEWAY_PORT') ?? DEFAULT_GATEWAY_PORT
  if (port > MAX_PORT) throw new Error(`PORTICO_GATEWAY_PORT must be at most ${MAX_PORT}`)
  return port
}

/** `PORTICO_SHUTDOWN_TIMEOUT_MS`: how long a SIGTERM may drain before the process exits anyway; undefined when unset. */
export const shutdownTimeoutFromEnv = (env: NodeJS.ProcessEnv = process.env): number | undefined =>
  positiveInt(env.PORTICO_SHUTDOWN_TIMEOUT_MS, 'PORTICO_SHUTDOWN_TIMEOUT_MS')

/** Reads the gateway configuration from the environment (variables listed in the README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // Production (src/productionMode.ts) has no devnet defaults: only the chains and bundlers the operator names.
  const development = porticoEnvFromEnv(env) === 'development'
  const config: GatewayConfig = {
    rpcUrls: {
      ...(development ? defaultRpcUrls(env) : {}),
      ...(env.PORTICO_RPC_URLS ? parseRpcUrls(env.PORTICO_RPC_URLS) : {}),
    },
    bundlerUrls: env.PORTICO_BUNDLER_URLS
      ? parseRpcUrls(env.PORTICO_BUNDLER_URLS, 'PORTICO_BUNDLER_URLS')
      : development
        ? defaultBundlerUrls(env)
        : {},
    seedDevProject: development,
    auth: authConfigFromEnv(env),
    onramp: onrampConfigFromEnv(env),
    names: namesConfigFromEnv(env),
  }
  const operatorConsole = consoleConfigFromEnv(env)
  if (operatorConsole) config.console = operatorConsole
  if (development || env.PORTICO_DEVNET_MANIFEST)
    config.devnetManifest = env.PORTICO_DEVNET_MANIFEST || DEFAULT_DEVNET_MANIFEST_PATH
  if (env.PORTICO_TRUST_PROXY) config.trustProxy = parseTrustProxy(env.PORTICO_TRUST_PROXY)
  if (env.PORTICO_SWAP_CHAINS) config.swaps = parseSwapChains(env.PORTICO_SWAP_CHAINS, config.rpcUrls ?? {})
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL
  if (env.PORTICO_DATA_DIR) config.dataDir = env.PORTICO_DATA_DIR
  if (env.PORTICO_WALLETS_FILE) config.walletsFile = env.PORTICO_WALLETS_FILE
  if (env.PORTICO_PROJECT_ID) config.devProjectId = env.PORTICO_PROJECT_ID
  const ip = positiveInt(env.PORTICO_RATE_LIMIT_IP, 'PORTICO_RATE_LIMIT_IP')
  if (ip) config.rateLimitPerIp = ip
  const project = positiveInt(env.PORTICO_RATE_LIMIT_PROJECT, 'PORTICO_RATE_LIMIT_PROJECT')
  if (project) config.rateLimitPerProject = project
  const share = fraction(env.PORTICO_RATE_LIMIT_PROJECT_IP_SHARE, 'PORTICO_RATE_LIMIT_PROJECT_IP_SHARE')
  if (share) config.rateLimitProjectIpShare = share
  const retention = positiveInt(env.PORTICO_EVENT_RETENTION_DAYS, 'PORTICO_EVENT_RETENTION_DAYS')
  if (retention) config.eventRetentionDays = retention
  const eventCap = positiveInt(env.PORTICO_EVENT_CAP_BYTES, 'PORTICO_EVENT_CAP_BYTES')
  if (eventCap) config.eventCapBytes = eventCap
  const requestTimeout = positiveInt(env.PORTICO_REQUEST_TIMEOUT_MS, 'PORTICO_REQUEST_TIMEOUT_MS')
  if (requestTimeout) config.requestTimeoutMs = requestTimeout
  const windowMs = positiveInt(env.PORTICO_RATE_LIMIT_WINDOW_MS, 'PORTICO_RATE_LIMIT_WINDOW_MS')
  if (windowMs) config.rateLimitWindowMs = windowMs
  const maxAnswer = positiveInt(env.PORTICO_RPC_MAX_ANSWER_BYTES, 'PORTICO_RPC_MAX_ANSWER_BYTES')
  if (maxAnswer) config.rpcMaxAnswerBytes = maxAnswer
  if (env.PORTICO_METRICS_TOKEN) config.metricsToken = env.PORTICO_METRICS_TOKEN
  const configCache = positiveInt(env.PORTICO_CONFIG_CACHE_SEC, 'PORTICO_CONFIG_CACHE_SEC')
  if (configCache) config.configCacheSec = configCache
  if (env.REDIS_URL) config.redisUrl = parseRedisUrl(env.REDIS_URL)
  const redisTimeout = positiveInt(
    env.PORTICO_RATE_LIMIT_REDIS_TIMEOUT_MS,
    'PORTICO_RATE_LIMIT_REDIS_TIMEOUT_MS',
  )
  if (redisTimeout) config.rateLimitRedisTimeoutMs = redisTimeout
  Object.assign(config, indexerConfigFromEnv(env))
  const pollMs = positiveInt(env.PORTICO_INDEXER_POLL_MS, 'PORTICO_INDEXER_POLL_MS')
  if (pollMs) config.indexerPollMs = pollMs
  return config
}
