import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const gatewayPort = process.env.PORTICO_GATEWAY_PORT ?? '8787'
const relayPort = process.env.PORTICO_RELAY_PORT ?? '8788'

/** The demo app; service URLs follow the stack's port variables (TEST-CONTRACT.md). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: {
    __PORTICO_GATEWAY_URL__: JSON.stringify(
      process.env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`,
    ),
    __PORTICO_RELAY_URL__: JSON.stringify(process.env.PORTICO_RELAY_URL ?? `ws://127.0.0.1:${relayPort}`),
    __PORTICO_PROJECT_ID__: JSON.stringify(process.env.PORTICO_PROJECT_ID ?? 'portico-dev'),
    __PORTICO_SECURE_URL__: JSON.stringify(
      process.env.PORTICO_SECURE_URL ?? `http://127.0.0.1:${process.env.PORTICO_SECURE_PORT ?? '5174'}`,
    ),
  },
  server: { host: '127.0.0.1' },
  build: { target: 'es2022', modulePreload: { polyfill: false } },
})
