import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const gatewayUrl =
  process.env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${process.env.PORTICO_GATEWAY_PORT ?? '8787'}`

/**
 * The wagmi example against the stack of `npm start` (gateway URL from `PORTICO_GATEWAY_URL` or
 * `PORTICO_GATEWAY_PORT`). e2e/wagmi.e2e.ts starts it with this config on its test stack.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: {
    __PORTICO_GATEWAY_URL__: JSON.stringify(gatewayUrl),
    __PORTICO_PROJECT_ID__: JSON.stringify(process.env.PORTICO_PROJECT_ID ?? 'portico-dev'),
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORTICO_WAGMI_EXAMPLE_PORT ?? 5175) },
})
