import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { eventRoutes } from './eventRoutes.js'

/** What the analytics routes need. */
export interface AnalyticsPluginOptions {
  db: Db
  /** Total bytes of events kept per project (oldest deleted first); unset: the default cap. */
  capBytes?: number | undefined
}

/** The analytics domain: `POST /e` stores the modal's events (REQUIREMENTS P-09, P-10). */
export async function analyticsPlugin(app: GatewayApp, options: AnalyticsPluginOptions): Promise<void> {
  eventRoutes(app, options.db, options.capBytes ? { capBytes: options.capBytes } : {})
}
