import { productionRefusalMessage } from '@portico/core/production'
import { configFromEnv, type GatewayConfig, gatewayPortFromEnv } from './config.js'
import { createGateway } from './createGateway.js'
import { productionRefusals } from './productionMode.js'

/** Time allowed for a clean shutdown before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 4000

/** A bad configuration (a malformed variable, an invalid devnet manifest) is one line, not a stack trace. */
function refuseToStart(error: unknown): never {
  console.error(`gateway did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

let port: number
let config: GatewayConfig
try {
  port = gatewayPortFromEnv()
  config = { ...configFromEnv(), logger: true }
  // PORTICO_ENV=production: every development default still in force, each naming its setting.
  const refusals = productionRefusals()
  if (refusals.length > 0) throw new Error(productionRefusalMessage(refusals))
} catch (error) {
  refuseToStart(error)
}
const gateway = await createGateway(config).catch(refuseToStart)
await gateway.app.listen({ port, host: '127.0.0.1' })
const stop = (): void => {
  const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS)
  gateway.close().then(
    () => {
      clearTimeout(timer)
      process.exit(0)
    },
    () => process.exit(1),
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
