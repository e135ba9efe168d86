import { GatewayError } from '../errors/errors.js'
import { AlertMessages } from '../errors/messages.js'
import type { CoreContext } from './context.js'
import type { NotificationController } from './notificationController.js'

/**
 * Sends modal events and error reports to the gateway's `POST /e`, only when analytics is on in the app's
 * features and in the project's remote config; when either is off nothing is sent at all (P).
 */
export function createAnalyticsController(
  ctx: CoreContext,
  deps: { notifications: Pick<NotificationController, 'showAlert'> },
) {
  let remoteEnabled: Promise<boolean> | undefined
  /** P-12: the invalid-configuration alert has been shown since the last accepted event. */
  let invalidConfigShown = false

  const enabled = async () => {
    if (!ctx.options.getState().features.analytics) return false
    remoteEnabled ??= ctx.gateway
      .getAnalyticsConfig()
      .then((c) => c.isAnalyticsEnabled === true)
      .catch(() => false)
    return remoteEnabled
  }

  /**
   * Posts one event to `/e` when analytics is on. P-12, S-15: a 403 answer opens the 'Invalid App
   * Configuration' alert once; a later accepted event resets that.
   */
  const post = (props: Record<string, unknown>, timestamp: number) =>
    void enabled().then((on) => {
      if (!on) return
      const address = ctx.chains.getState().activeCaipAddress
      const page = typeof location === 'undefined' ? {} : { url: location.href, domain: location.hostname }
      return ctx.gateway
        .sendEvent({
          eventId: globalThis.crypto?.randomUUID?.() ?? String(timestamp),
          ...page,
          timestamp,
          props: { ...props, ...(address ? { address } : {}) },
        })
        .then(
          () => {
            invalidConfigShown = false
          },
          (error: unknown) => {
            if (!(error instanceof GatewayError) || error.status !== 403 || invalidConfigShown) return
            invalidConfigShown = true
            deps.notifications.showAlert(AlertMessages.INVALID_APP_CONFIGURATION)
          },
        )
    })

  const unsubscribe = ctx.events.subscribe((event) => {
    if (!ctx.options.getState().features.analytics) return
    // Sent after the current task, so an event fired by a click never delays the frame that answers it.
    // P-10, P-20: `props` is `{type:'track', event, properties}` plus the address.
    setTimeout(() => post({ type: 'track', event: event.type, properties: event.data }, event.timestamp), 0)
  })

  return { enabled, post, stop: unsubscribe }
}

export type AnalyticsController = ReturnType<typeof createAnalyticsController>
