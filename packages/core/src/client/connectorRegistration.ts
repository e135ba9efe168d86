import type { CoreContext } from '../controllers/context.js'
import type { ConnectorRegistration } from '../types/connectorRegistration.js'
import type { RpcRequestHooks } from '../types/rpcRequestHooks.js'

/**
 * The registration context core hands every connector it adds (issue 22 item 9): the dialog's request hooks
 * (O-04 to O-09), its alerts (F-07, F-08, F-30), its theme (F-26, Q-09) and the frame host (F-31: the dialog's
 * element, where the connector mounts its frame, and the slot where it hands the frame back) and the app's
 * metadata.
 */
export function createConnectorRegistration(
  ctx: Pick<CoreContext, 'theme' | 'secureFrame' | 'options'>,
  deps: { requestHooks: RpcRequestHooks; notifications: { showAlert(message: string): void } },
): ConnectorRegistration {
  return {
    requestHooks: deps.requestHooks,
    alert: (message) => deps.notifications.showAlert(message),
    theme: {
      get: () => ctx.theme.getState(),
      subscribe: (listener) => ctx.theme.subscribe((theme) => listener(theme)),
    },
    frameHost: {
      container: () => ctx.secureFrame.getState().host,
      attach: (frame) => ctx.secureFrame.setState({ frame }),
    },
    appMetadata: () => ctx.options.getState().metadata,
  }
}
