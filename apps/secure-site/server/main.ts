// The secure site's server (`npm start` of the stack, `npm start -w @portico/secure-site`): the production
// build served with the site's server side, on 127.0.0.1:PORTICO_SECURE_PORT. Builds first when the sources
// changed since the last build (scripts/siteBuild.mjs), unless PORTICO_SECURE_SITE_DIST names a build.
import { join } from 'node:path'
import { productionRefusalMessage } from '@portico/core/production'
import { AA_DEPLOYMENTS, create2Address } from '@portico/devnet'
import { ensureSiteBuild } from '../scripts/siteBuild.mjs'
import { siteProductionRefusals } from './productionMode.js'
import { loadSiteSecret } from './siteSecret.js'
import { createSiteServer } from './siteServer.js'

const ROOT = join(import.meta.dirname, '../../..')
const env = process.env
/** A bad setting is one line on stderr and exit code 1, not a stack trace. */
const refuseToStart = (message: string): never => {
  console.error(`secure site did not start: ${message}`)
  process.exit(1)
}
try {
  // PORTICO_ENV=production: every development default still in force, each naming its setting.
  const refusals = siteProductionRefusals(env)
  if (refusals.length > 0) refuseToStart(productionRefusalMessage(refusals))
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error))
}
const port = Number(env.PORTICO_SECURE_PORT ?? 5174)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`PORTICO_SECURE_PORT must be a port number, got "${env.PORTICO_SECURE_PORT}"`)
}
const gatewayUrl = env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${env.PORTICO_GATEWAY_PORT ?? '8787'}`
/**
 * PorticoSmartAccountFactory: `PORTICO_SMART_ACCOUNT_FACTORY`, else the devnet's deterministic (CREATE2) address,
 * the same on every devnet chain. The secure site uses it only on chains whose bundler and factory answer.
 */
const devnetFactory = AA_DEPLOYMENTS.find((d) => d.name === 'PorticoSmartAccountFactory')
const smartAccountFactory =
  env.PORTICO_SMART_ACCOUNT_FACTORY ?? (devnetFactory ? create2Address(devnetFactory) : '')
/** Where the development secret is kept when PORTICO_SECURE_SITE_SECRET is unset. */
const secretFile = env.PORTICO_SECURE_SITE_SECRET_FILE ?? join(ROOT, '.data/secure-site-secret')

const distDir =
  env.PORTICO_SECURE_SITE_DIST || (await ensureSiteBuild({ log: (line) => console.log(line) })).dir
const dataDir =
  env.PORTICO_DATA_DIR && !env.PORTICO_DATA_DIR.startsWith('memory://') ? env.PORTICO_DATA_DIR : ''
const server = createSiteServer({
  distDir,
  secret: loadSiteSecret(env, secretFile),
  config: { gatewayUrl, smartAccountFactory },
  privatePaths: [secretFile, join(ROOT, '.data'), ...(dataDir ? [dataDir] : [])],
  log: (line) => console.log(`[site-key] ${line}`),
  ...(env.PORTICO_KEY_SERVICE_URL ? { keyServiceUrl: env.PORTICO_KEY_SERVICE_URL } : {}),
})
server.listen(port, '127.0.0.1', () => {
  console.log(`secure site on http://127.0.0.1:${port}/ (build ${distDir})`)
})
const stop = () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
