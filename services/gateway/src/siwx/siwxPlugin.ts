import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { type SiwxRouteOptions, siwxRoutes } from './siwxRoutes.js'

/** What the sign-in-with-X routes need. */
export interface SiwxPluginOptions extends SiwxRouteOptions {
  db: Db
}

/** The sign-in-with-X domain under `/auth/v1/siwx/`: nonce, verify, session and revoke (REQUIREMENTS M). */
export async function siwxPlugin(app: GatewayApp, options: SiwxPluginOptions): Promise<void> {
  siwxRoutes(app, options.db, options)
}
