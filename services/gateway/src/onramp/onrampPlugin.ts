import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/Db.js'
import { type OnrampRouteOptions, onrampRoutes } from './onrampRoutes.js'

/** What the on-ramp routes need. */
export interface OnrampPluginOptions extends OnrampRouteOptions {
  db: Db
}

/** The on-ramp domain (REQUIREMENTS J): options, quotes, signed provider URLs and the sandbox provider's checkout. */
export async function onrampPlugin(app: FastifyInstance, options: OnrampPluginOptions): Promise<void> {
  onrampRoutes(app, options.db, options)
}
