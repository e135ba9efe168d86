import { productionRefusalMessage } from '@portico/core/production'
import { configFromEnv, type GatewayConfig, gatewayPortFromEnv, shutdownTimeoutFromEnv } from './config.js'
import { createGateway } from './createGateway.js'
import { productionRefusals } from './productionMode.js'

/**
 * Time allowed for a clean shutdown (draining requests in flight) before the process exits with 1 anyway (env
 * `PORTICO_SHUTDOWN_TIMEOUT_MS`): within the 5 s `npm start` promises by default; raise it to the load
 * balancer's drain time in production.
 */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 4000

/** A bad configuration (a malformed variable, an invalid devnet manifest) is one line, not a stack trace. */
function refuseToStart(error: unknown): never {
  console.error(`gateway did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

let port: number
let config: GatewayConfig
let shutdownTimeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS
try {
  port = gatewayPortFromEnv()
  shutdownTimeoutMs = shutdownTimeoutFromEnv() ?? DEFAULT_SHUTDOWN_TIMEOUT_MS
  config = { ...configFromEnv(), logger: true }
  // PORTICO_ENV=production: every development default still in force, each naming its setting.
  const refusals = productionRefusals()
  if (refusals.length > 0) throw new Error(productionRefusalMessage(refusals))
} catch (error) {
  refuseToStart(error)
}
const gateway = await createGateway(config).catch(refuseToStart)
await gateway.app.listen({ port, host: '127.0.0.1' })
let stopping = false
/** SIGTERM/SIGINT: drain (stop accepting, finish in-flight requests, close the database), then exit 0. */
const stop = (signal: NodeJS.Signals): void => {
  if (stopping) return
  stopping = true
  gateway.app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight')
  const timer = setTimeout(() => {
    gateway.app.log.error({ timeoutMs: shutdownTimeoutMs }, 'shutdown timed out; exiting')
    process.exit(1)
  }, shutdownTimeoutMs)
  gateway.close().then(
    () => {
      clearTimeout(timer)
      gateway.app.log.info('stopped: requests drained, database closed')
      process.exit(0)
    },
    (error: unknown) => {
      gateway.app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    },
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
