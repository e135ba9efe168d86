import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { type OnrampRouteOptions, onrampRoutes } from './onrampRoutes.js'

/** What the on-ramp routes need. */
export interface OnrampPluginOptions extends OnrampRouteOptions {
  db: Db
}

/** The on-ramp domain (REQUIREMENTS J): options, quotes, signed provider URLs and the sandbox provider's checkout. */
export async function onrampPlugin(app: GatewayApp, options: OnrampPluginOptions): Promise<void> {
  onrampRoutes(app, options.db, options)
}
