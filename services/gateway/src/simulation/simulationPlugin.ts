import type { GatewayApp } from '../http/gatewayApp.js'
import { type SimulationRoutesOptions, simulationRoutes } from './simulationRoutes.js'

/** The simulation domain: `POST /v1/simulate` for the secure site's approval screen (issue 25 item 2). */
export async function simulationPlugin(app: GatewayApp, options: SimulationRoutesOptions): Promise<void> {
  simulationRoutes(app, options)
}
