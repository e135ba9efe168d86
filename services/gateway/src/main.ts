import { buildGateway } from './index.js'

const app = buildGateway({ logger: true })
const port = Number(process.env.PORTICO_GATEWAY_PORT ?? 8787)
await app.listen({ port, host: '127.0.0.1' })
const stop = (): void => {
  const timer = setTimeout(() => process.exit(1), 4000)
  app.close().then(() => {
    clearTimeout(timer)
    process.exit(0)
  })
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
