import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { type SmartSessionRouteOptions, smartSessionRoutes } from './smartSessionRoutes.js'

/** What the smart session routes need. */
export interface SmartSessionsPluginOptions extends SmartSessionRouteOptions {
  db: Db
}

/** The smart sessions domain: `/v1/sessions/{address}` list, register and revoke (N-01, N-02, U-19, U-20). */
export async function smartSessionsPlugin(
  app: GatewayApp,
  options: SmartSessionsPluginOptions,
): Promise<void> {
  smartSessionRoutes(app, options.db, options)
}
