import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { clientQueryProperties } from '../http/schemas.js'
import { ChainRpc } from '../indexer/chainRpc.js'
import { simulateCalls } from './simulate.js'
import { simulateBodySchema, simulateResponseSchema } from './simulationSchemas.js'

/** What the simulation route needs. */
export interface SimulationRoutesOptions {
  /** The chains it may simulate on (its allow-list): the gateway's EVM upstream nodes. */
  rpcUrls: Record<string, string>
  timeoutMs: number
}

/**
 * `POST /v1/simulate` (issue 25 item 2): simulates a transaction or an EIP-5792 batch from an account on one
 * of the gateway's chains and answers its revert status and the account's balance changes. A node that fails
 * or times out is an answer (`status: 'failed'`), not an error of the route.
 */
export function simulationRoutes(app: GatewayApp, options: SimulationRoutesOptions): void {
  const rpcs = new Map(
    Object.entries(options.rpcUrls)
      .filter(([chain]) => chain.startsWith('eip155:'))
      .map(([chain, url]) => [chain, new ChainRpc(url, options.timeoutMs)]),
  )
  app.post(
    '/v1/simulate',
    {
      config: { project: 'required' },
      schema: {
        summary:
          "Simulates calls from an account: revert status and reason, and the account's balance changes",
        querystring: { type: 'object', properties: clientQueryProperties },
        body: simulateBodySchema,
        response: { 200: simulateResponseSchema },
      },
    },
    async (req) => {
      const rpc = rpcs.get(req.body.chainId)
      if (!rpc) {
        throw new ApiError(400, 'INVALID_PARAM', 'Network not supported for simulation', 'chainId')
      }
      return simulateCalls(rpc, req.body.account, req.body.calls)
    },
  )
}
