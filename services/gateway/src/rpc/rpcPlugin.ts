import type { GatewayApp } from '../http/gatewayApp.js'
import { type RpcRouteOptions, rpcRoutes } from './rpcRoutes.js'

/**
 * The RPC domain: the JSON-RPC proxy `POST /v1/` and `GET /v1/supported-chains` (U-01). The ERC-4337 bundler
 * is part of it: the proxy forwards a chain's user-operation methods to its bundler (`bundlerUrls`, O-02, O-03).
 */
export async function rpcPlugin(app: GatewayApp, options: RpcRouteOptions): Promise<void> {
  rpcRoutes(app, options)
}
