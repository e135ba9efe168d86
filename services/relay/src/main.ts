import { productionRefusalMessage } from '@portico/core/production'
import { DEFAULT_RELAY_PORT } from './constants.js'
import { createLogger, parseLogLevel } from './logger.js'
import { relayProductionRefusals } from './productionMode.js'
import { startRelay } from './server.js'

/** Force-exit deadline after SIGINT/SIGTERM (TEST-CONTRACT.md: every child stops within 5 s). */
const EXIT_DEADLINE_MS = 4_500

const env = process.env
/** A bad setting is one line on stderr and exit code 1, not a stack trace. */
const refuseToStart = (message: string): never => {
  console.error(`relay did not start: ${message}`)
  process.exit(1)
}
try {
  // PORTICO_ENV=production: every development default still in force, each naming its setting.
  const refusals = relayProductionRefusals(env)
  if (refusals.length > 0) refuseToStart(productionRefusalMessage(refusals))
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error))
}
const port = Number(env.PORTICO_RELAY_PORT ?? DEFAULT_RELAY_PORT)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORTICO_RELAY_PORT must be a port number, got "${env.PORTICO_RELAY_PORT}"`)
  process.exit(1)
}
const list = (v: string | undefined) =>
  v
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** A non-negative number from the environment, or undefined when unset; exits on anything else. */
const numberVar = (name: string): number | undefined => {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 0) {
    console.error(`${name} must be a non-negative number, got "${raw}"`)
    process.exit(1)
  }
  return n
}

const logger = createLogger(parseLogLevel(env.PORTICO_RELAY_LOG_LEVEL))
const relay = await startRelay({
  port,
  host: env.PORTICO_RELAY_HOST || '127.0.0.1',
  redisUrl: env.REDIS_URL || undefined,
  publicUrl: list(env.PORTICO_RELAY_PUBLIC_URL),
  projectIds: list(env.PORTICO_RELAY_PROJECT_IDS),
  gatewayUrl: env.PORTICO_RELAY_GATEWAY_URL || undefined,
  metricsToken: env.PORTICO_METRICS_TOKEN || undefined,
  store: {
    maxBytes: numberVar('PORTICO_RELAY_MAX_STORE_BYTES'),
    maxMessages: numberVar('PORTICO_RELAY_MAX_STORE_MESSAGES'),
    clientShare: numberVar('PORTICO_RELAY_CLIENT_STORE_SHARE'),
  },
  maxKeptSeconds: numberVar('PORTICO_RELAY_MAX_KEPT_SECONDS'),
  maxConnectionsPerIp: numberVar('PORTICO_RELAY_MAX_CONNECTIONS_PER_IP'),
  shutdownCloseRate: numberVar('PORTICO_RELAY_SHUTDOWN_CLOSE_RATE'),
  rebalance: { ratePerSecond: numberVar('PORTICO_RELAY_REBALANCE_RATE') },
  logger,
})

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  logger.info('shutting down', { signal })
  setTimeout(() => process.exit(1), EXIT_DEADLINE_MS).unref()
  relay.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
