import type { CoreContext } from '../controllers/context.js'

/** What reading the project configuration gave: a body to validate, nothing to read, or the failure. */
export type ProjectConfigRead =
  | { source: 'inline' | 'gateway'; body: unknown }
  | { source: 'none' }
  | { source: 'gateway'; error: unknown }

/**
 * P-01, Performance: starts reading the project configuration when the client is created. No request when the
 * app gave it inline, without a project id, or outside a browser; otherwise exactly one `GET /appkit/v1/config`,
 * which the browser answers from its cache within the gateway's cache time (`Cache-Control: max-age`).
 * Validating and applying it (remoteConfig/applyProjectConfig.ts) loads with the dialog, so none of that code
 * is fetched before the first click.
 */
export function readProjectConfig(ctx: CoreContext): Promise<ProjectConfigRead> {
  const { projectConfig, projectId } = ctx.options.getState()
  if (projectConfig) return Promise.resolve({ source: 'inline', body: projectConfig })
  if (!projectId.trim() || typeof window === 'undefined') return Promise.resolve({ source: 'none' })
  return ctx.gateway.getConfig().then(
    (body): ProjectConfigRead => ({ source: 'gateway', body }),
    (error: unknown): ProjectConfigRead => ({ source: 'gateway', error }),
  )
}
