import { consoleIdpClient, devIdpClients } from './idp/devIdpClients.js'
import { DEFAULT_IDP_PORT, startIdentityProvider } from './idp/startIdentityProvider.js'
import { portFromEnv } from './portFromEnv.js'

// The development identity provider of `npm start` (TEST-CONTRACT.md): PORTICO_IDP_PORT, the clients of
// PORTICO_SOCIAL_CLIENTS, redirecting to the secure site (PORTICO_SECURE_SITE_URL or PORTICO_SECURE_PORT).
const secureSiteUrl =
  process.env.PORTICO_SECURE_SITE_URL || `http://localhost:${portFromEnv('PORTICO_SECURE_PORT', 5174)}`
let clients: ReturnType<typeof devIdpClients>
try {
  // The operator console's client too, when the gateway has one (PORTICO_CONSOLE_CLIENT_ID).
  const gatewayUrl =
    process.env.PORTICO_GATEWAY_PUBLIC_URL || `http://127.0.0.1:${portFromEnv('PORTICO_GATEWAY_PORT', 8787)}`
  clients = [
    ...devIdpClients(process.env.PORTICO_SOCIAL_CLIENTS, secureSiteUrl),
    ...consoleIdpClient(process.env, gatewayUrl),
  ]
} catch (error) {
  console.error(`identity provider: ${(error as Error).message}`)
  process.exit(1)
}
const idp = await startIdentityProvider({ port: portFromEnv('PORTICO_IDP_PORT', DEFAULT_IDP_PORT), clients })
console.log(`identity provider: ${idp.issuer} (${clients.length} clients)`)
console.log('ready')
const stop = () => {
  idp.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
