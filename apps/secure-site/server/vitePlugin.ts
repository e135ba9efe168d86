import type { Plugin } from 'vite'
import { frameAncestors } from './frameAncestors.js'
import { healthCheck } from './health.js'
import { siteKeyService } from './siteKeyService.js'

/**
 * Mounts the secure site's server side in Vite's dev and preview servers: the site key service
 * (`/api/wrap-key`), `GET /health` and the `frame-ancestors` policy of every response.
 */
export function secureSitePlugin(options: { gatewayUrl: string; secret: string }): Plugin {
  const log = (line: string) => console.log(`[site-key] ${line}`)
  const mount = (use: (m: ReturnType<typeof frameAncestors>) => void) => {
    use(healthCheck())
    use(frameAncestors(options.gatewayUrl))
    use(siteKeyService({ secret: options.secret, gatewayUrl: options.gatewayUrl, log }))
  }
  return {
    name: 'portico-secure-site',
    configureServer(server) {
      mount((m) => server.middlewares.use(m))
    },
    configurePreviewServer(server) {
      mount((m) => server.middlewares.use(m))
    },
  }
}
