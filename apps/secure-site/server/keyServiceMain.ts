// Managed custody's key service as its own process (issue 22 item 4): `node --import tsx
// apps/secure-site/server/keyServiceMain.ts`. It needs PORTICO_KEY_SERVICE_SECRET (its own, never the secure
// site's nor the gateway's) and binds 127.0.0.1:PORTICO_KEY_SERVICE_PORT (8793): only the secure site's server
// calls it (PORTICO_KEY_SERVICE_URL there).
import { createKeyService } from './keyService.js'

const env = process.env
const secret = env.PORTICO_KEY_SERVICE_SECRET ?? ''
if (!secret) throw new Error('PORTICO_KEY_SERVICE_SECRET is required')
const port = Number(env.PORTICO_KEY_SERVICE_PORT ?? 8793)
const gatewayUrl = env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${env.PORTICO_GATEWAY_PORT ?? '8787'}`
const server = createKeyService({ secret, gatewayUrl, log: (line) => console.log(`[key-service] ${line}`) })
server.listen(port, '127.0.0.1', () => console.log(`key service on http://127.0.0.1:${port}/`))
const stop = () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
