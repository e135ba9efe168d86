import { anvil, anvilB, type PorticoOptions } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'

/** What the server hands the browser: the service URLs, read at request time (no rebuild per stack). */
export type ServiceConfig = { gatewayUrl: string; projectId: string }

/** The server's service URLs, from `PORTICO_GATEWAY_URL` or `PORTICO_GATEWAY_PORT` (defaults of `npm start`). */
export function serviceConfig(): ServiceConfig {
  return {
    gatewayUrl:
      process.env.PORTICO_GATEWAY_URL ?? `http://127.0.0.1:${process.env.PORTICO_GATEWAY_PORT ?? '8787'}`,
    projectId: process.env.PORTICO_PROJECT_ID ?? 'portico-dev',
  }
}

/** Portico's options, the same on the server and in the browser. */
export const porticoOptions = ({ gatewayUrl, projectId }: ServiceConfig): PorticoOptions => ({
  projectId,
  gatewayUrl,
  networks: [anvil, anvilB],
  adapters: [createEvmAdapter()],
  enableWalletConnect: false,
})
