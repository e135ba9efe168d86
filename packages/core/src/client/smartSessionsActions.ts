import type { CoreContext } from '../controllers/context.js'
import type { NotificationController } from '../controllers/notificationController.js'
import type { GrantPermissionsRequest } from '../controllers/smartSessions/grantPermissions.js'
import type { SmartSessionsFeature } from '../controllers/smartSessions/smartSessionsFeature.js'

/**
 * REQUIREMENTS N: `smartSessions()` resolves the smart sessions' store and actions, created on the first call
 * in a lazy chunk, so the connect path carries neither; `grantPermissions(request)` goes through it.
 */
export function createSmartSessionsLoader(ctx: CoreContext, deps: { notifications: NotificationController }) {
  let loaded: Promise<SmartSessionsFeature> | undefined
  const smartSessions = (): Promise<SmartSessionsFeature> =>
    (loaded ??= import('../controllers/smartSessions/smartSessionsFeature.js').then((m) =>
      m.createSmartSessionsFeature(ctx, deps),
    ))
  return {
    /** N-01..N-03: the sessions' store (`store`) and actions (fetchSessions, revokeSession, tabs). */
    smartSessions,
    /** N-04: asks the connected smart-account wallet for a session (ERC-7715), checked before signing. */
    grantPermissions: async (request: GrantPermissionsRequest) =>
      (await smartSessions()).grantPermissions(request),
  }
}
