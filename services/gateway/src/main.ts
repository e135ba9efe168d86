import { configFromEnv, gatewayPortFromEnv } from './config.js'
import { createGateway } from './createGateway.js'

/** Time allowed for a clean shutdown before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 4000

const port = gatewayPortFromEnv()
const gateway = await createGateway({ ...configFromEnv(), logger: true }).catch((error: unknown) => {
  // A bad configuration (an invalid devnet manifest, say) is reported as one line, not a stack trace.
  console.error(`gateway did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
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
