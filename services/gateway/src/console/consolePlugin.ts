import type { Db } from '../db/Db.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import type { PublicUrls } from '../http/publicUrls.js'
import { consoleAuthRoutes } from './consoleAuthRoutes.js'
import { type ConsoleConfig, DEFAULT_CONSOLE_SESSION_TTL_SEC } from './consoleConfig.js'
import { csrfCheck } from './consoleGuard.js'
import { ConsoleOidc } from './consoleOidc.js'
import { consoleProjectRoutes } from './consoleProjectRoutes.js'
import { consoleStaticRoutes } from './consoleStatic.js'

/** What the console needs. */
export interface ConsolePluginOptions {
  db: Db
  config: ConsoleConfig
  /** The gateway's public URLs: the console's origin and its sign-in callback derive from them. */
  urls: PublicUrls
}

/**
 * The operator's console (issue 26 item 2): OpenID Connect sign-in, the project routes under `/console/api/`, and
 * the built app at `/console/`. Every state-changing request passes the CSRF check first.
 */
export async function consolePlugin(app: GatewayApp, options: ConsolePluginOptions): Promise<void> {
  const { db, config, urls } = options
  const root = () => urls.root
  app.addHook(
    'onRequest',
    csrfCheck(() => new URL(urls.root).origin),
  )
  consoleAuthRoutes(app, {
    db,
    oidc: new ConsoleOidc(config),
    operators: config.operators,
    sessionTtlSec: config.sessionTtlSec ?? DEFAULT_CONSOLE_SESSION_TTL_SEC,
    root,
  })
  consoleProjectRoutes(app, db)
  consoleStaticRoutes(app, config.appDir)
}
