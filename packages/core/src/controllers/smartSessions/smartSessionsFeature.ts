import { createSmartSessionsApi } from '../../gateway/smartSessionsApi.js'
import {
  emptySmartSessionsText,
  SMART_SESSION_TABS,
  sessionsOfTab,
  smartSessionStatus,
} from '../../smartSessions/smartSessionTypes.js'
import { createSmartSessionsStore } from '../../stores/smartSessions.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { type GrantPermissionsRequest, grantPermissions } from './grantPermissions.js'
import { createSmartSessionsController } from './smartSessionsController.js'

/**
 * REQUIREMENTS N: the smart sessions' lazy chunk: their store, the actions over the gateway and the wallet,
 * and the helpers the views need (taken from here, not the package index, so none of it is in the first chunk).
 */
export function createSmartSessionsFeature(
  ctx: CoreContext,
  deps: { notifications: NotificationController },
) {
  const store = createSmartSessionsStore()
  const api = createSmartSessionsApi(ctx.gateway)
  return {
    store,
    ...createSmartSessionsController(ctx, { store, api, notifications: deps.notifications }),
    /** N-04: `wallet_grantPermissions` after validation; shows SmartSessionCreated. */
    grantPermissions: (request: GrantPermissionsRequest) => grantPermissions(ctx, { store, api }, request),
    /** N-03 */
    tabs: SMART_SESSION_TABS,
    sessionsOfTab,
    smartSessionStatus,
    emptyText: emptySmartSessionsText,
  }
}

export type SmartSessionsFeature = ReturnType<typeof createSmartSessionsFeature>
