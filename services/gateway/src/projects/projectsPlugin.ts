import type { GatewayApp } from '../http/gatewayApp.js'
import { projectConfigRoutes } from './projectConfigRoutes.js'

/** What the project routes need. */
export interface ProjectsPluginOptions {
  /** How long a browser may cache a project's configuration, in seconds (0: `no-cache`). */
  cacheSec: number
}

/**
 * The projects domain: a project's remote configuration and allowed origins (REQUIREMENTS P). The project
 * lookup every route shares lives in src/http/requestGuard.ts, on {@link ProjectCache} from this folder.
 */
export async function projectsPlugin(app: GatewayApp, options: ProjectsPluginOptions): Promise<void> {
  projectConfigRoutes(app, { cacheSec: options.cacheSec })
}
