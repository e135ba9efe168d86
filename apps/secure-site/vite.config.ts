import { join } from 'node:path'
import { AA_DEPLOYMENTS, create2Address } from '@portico/devnet'
import { defineConfig } from 'vite'
import { loadSiteSecret } from './server/siteSecret.js'
import { secureSitePlugin } from './server/vitePlugin.js'

const gatewayPort = process.env.PORTICO_GATEWAY_PORT ?? '8787'
const gatewayUrl = process.env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`
/**
 * PorticoSmartAccountFactory: `PORTICO_SMART_ACCOUNT_FACTORY`, else the devnet's deterministic (CREATE2) address,
 * the same on every devnet chain. The secure site uses it only on chains whose bundler and factory answer.
 */
const devnetFactory = AA_DEPLOYMENTS.find((d) => d.name === 'PorticoSmartAccountFactory')
const smartAccountFactory =
  process.env.PORTICO_SMART_ACCOUNT_FACTORY ?? (devnetFactory ? create2Address(devnetFactory) : '')
/** Where the development secret is kept when PORTICO_SECURE_SITE_SECRET is unset. */
const secretFile =
  process.env.PORTICO_SECURE_SITE_SECRET_FILE ?? join(import.meta.dirname, '../../.data/secure-site-secret')

/** The secure site (embedded wallet): its own origin, port PORTICO_SECURE_PORT (TEST-CONTRACT.md, 5174). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [secureSitePlugin({ gatewayUrl, secret: loadSiteSecret(process.env, secretFile) })],
  define: {
    __PORTICO_GATEWAY_URL__: JSON.stringify(gatewayUrl),
    __PORTICO_SMART_ACCOUNT_FACTORY__: JSON.stringify(smartAccountFactory),
  },
  // Pre-bundled at start, so the first frame load never triggers a dependency re-optimisation (a page reload
  // that would drop the requests in flight).
  optimizeDeps: {
    entries: ['index.html'],
    include: [
      'viem',
      'viem/accounts',
      'viem/account-abstraction',
      '@noble/ciphers/aes',
      '@noble/ciphers/webcrypto',
      '@scure/bip39',
      '@scure/bip39/wordlists/english',
    ],
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORTICO_SECURE_PORT ?? 5174), strictPort: true },
  build: { target: 'es2022' },
})
