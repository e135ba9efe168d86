import { join } from 'node:path'
import { defineConfig } from 'vite'
import { loadSiteSecret } from './server/siteSecret.js'
import { secureSitePlugin } from './server/vitePlugin.js'

const gatewayPort = process.env.PORTICO_GATEWAY_PORT ?? '8787'
const gatewayUrl = process.env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`
/** Where the development secret is kept when PORTICO_SECURE_SITE_SECRET is unset. */
const secretFile =
  process.env.PORTICO_SECURE_SITE_SECRET_FILE ?? join(import.meta.dirname, '../../.data/secure-site-secret')

/** The secure site (embedded wallet): its own origin, port PORTICO_SECURE_PORT (TEST-CONTRACT.md, 5174). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [secureSitePlugin({ gatewayUrl, secret: loadSiteSecret(process.env, secretFile) })],
  define: {
    __PORTICO_GATEWAY_URL__: JSON.stringify(gatewayUrl),
  },
  // Pre-bundled at start, so the first frame load never triggers a dependency re-optimisation (a page reload
  // that would drop the requests in flight).
  optimizeDeps: {
    entries: ['index.html'],
    include: ['viem', 'viem/accounts', '@noble/ciphers/aes', '@noble/ciphers/webcrypto'],
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORTICO_SECURE_PORT ?? 5174), strictPort: true },
  build: { target: 'es2022' },
})
