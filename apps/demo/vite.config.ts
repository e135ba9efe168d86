import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { demoFsOptions, demoSecurityHeaders, securityHeadersPlugin } from './devServerSecurity.js'

const gatewayPort = process.env.PORTICO_GATEWAY_PORT ?? '8787'
const relayPort = process.env.PORTICO_RELAY_PORT ?? '8788'
const gatewayUrl = process.env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`
const relayUrl = process.env.PORTICO_RELAY_URL ?? `ws://127.0.0.1:${relayPort}`
const devHeaders = demoSecurityHeaders({ dev: true, gatewayUrl, relayUrl })
const previewHeaders = demoSecurityHeaders({ dev: false, gatewayUrl, relayUrl })

/**
 * The demo app; service URLs follow the stack's port variables (TEST-CONTRACT.md). The dev server serves
 * only the demo and the packages it imports (never the repository's data, keys or git files), and both
 * it and `vite preview` send nosniff, a referrer policy and a CSP (devServerSecurity.ts).
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), securityHeadersPlugin(devHeaders, previewHeaders)],
  define: {
    __PORTICO_GATEWAY_URL__: JSON.stringify(gatewayUrl),
    __PORTICO_RELAY_URL__: JSON.stringify(relayUrl),
    __PORTICO_PROJECT_ID__: JSON.stringify(process.env.PORTICO_PROJECT_ID ?? 'portico-dev'),
    __PORTICO_SECURE_URL__: JSON.stringify(
      process.env.PORTICO_SECURE_URL ?? `http://localhost:${process.env.PORTICO_SECURE_PORT ?? '5174'}`,
    ),
  },
  server: {
    host: '127.0.0.1',
    fs: demoFsOptions(import.meta.dirname),
    headers: devHeaders,
  },
  preview: {
    host: '127.0.0.1',
    headers: previewHeaders,
  },
  build: { target: 'es2022', modulePreload: { polyfill: false } },
})
