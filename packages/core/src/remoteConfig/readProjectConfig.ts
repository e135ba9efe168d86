import type { CoreContext } from '../controllers/context.js'

/** What reading the project configuration gave: a body to validate (fetched or cached), or the failure. */
export type ProjectConfigRead =
  | { source: 'inline' | 'cache' | 'gateway'; body: unknown }
  | { source: 'none' }
  | { source: 'gateway'; error: unknown }

/** A stored copy of a gateway answer, with when and from which gateway it was read. */
export type CachedAnswer = { at: number; gatewayUrl: string; body: unknown }

/** Storage keys of the cached configuration and allow-list of a project. */
export const projectConfigKey = (projectId: string) => `projectConfig:${projectId}`
export const projectOriginsKey = (projectId: string) => `projectOrigins:${projectId}`

/** The cached answer under `key` while it is younger than the cache time and from this gateway. */
export function freshCached(ctx: CoreContext, key: string): CachedAnswer | undefined {
  const { gatewayUrl, projectConfigCacheMs } = ctx.options.getState()
  const hit = ctx.storage.get<CachedAnswer>(key)
  return hit && hit.gatewayUrl === gatewayUrl && ctx.now() - hit.at < projectConfigCacheMs ? hit : undefined
}

/**
 * P-01, Performance: starts reading the project configuration when the client is created. No request when the
 * app gave it inline, without a project id, outside a browser, or while the stored copy is fresh; otherwise
 * exactly one `GET /appkit/v1/config`. Validating and applying it (remoteConfig/applyProjectConfig.ts) loads
 * with the dialog, so none of that code is fetched before the first click.
 */
export function readProjectConfig(ctx: CoreContext): Promise<ProjectConfigRead> {
  const { projectConfig, projectId } = ctx.options.getState()
  if (projectConfig) return Promise.resolve({ source: 'inline', body: projectConfig })
  if (!projectId.trim() || typeof window === 'undefined') return Promise.resolve({ source: 'none' })
  const cached = freshCached(ctx, projectConfigKey(projectId))
  if (cached) return Promise.resolve({ source: 'cache', body: cached.body })
  return ctx.gateway.getConfig().then(
    (body): ProjectConfigRead => ({ source: 'gateway', body }),
    (error: unknown): ProjectConfigRead => ({ source: 'gateway', error }),
  )
}
