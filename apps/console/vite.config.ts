import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The operator's console: a static build the gateway serves at `/console/` (services/gateway/src/console), so its
 * API calls are same-origin. Its own bundle: no app or package imports it.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [react()],
  build: { target: 'es2022', modulePreload: { polyfill: false }, assetsInlineLimit: 0 },
  server: {
    host: '127.0.0.1',
    // `npm run dev -w @portico/console`: the API of the gateway on PORTICO_GATEWAY_PORT.
    proxy: { '/console/api': `http://127.0.0.1:${process.env.PORTICO_GATEWAY_PORT ?? '8787'}` },
  },
})
