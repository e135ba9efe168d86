import type { PorticoEvent } from '../stores/events.js'
import type { CoreContext } from './context.js'

/**
 * Sends modal events to the gateway's `POST /e`, only when analytics is on in the app's features and in
 * the project's remote config; when either is off nothing is sent at all (P).
 */
export function createAnalyticsController(ctx: CoreContext) {
  let remoteEnabled: Promise<boolean> | undefined

  const enabled = async () => {
    if (!ctx.options.getState().features.analytics) return false
    remoteEnabled ??= ctx.gateway
      .getAnalyticsConfig()
      .then((c) => c.isAnalyticsEnabled === true)
      .catch(() => false)
    return remoteEnabled
  }

  const unsubscribe = ctx.events.subscribe((event) => {
    if (!ctx.options.getState().features.analytics) return
    // Sent after the current task, so an event fired by a click never delays the frame that answers it.
    setTimeout(() => send(event), 0)
  })

  const send = (event: PorticoEvent & { timestamp: number }) =>
    void enabled().then((on) => {
      if (!on || typeof location === 'undefined') return
      const address = ctx.chains.getState().activeCaipAddress
      ctx.gateway
        .sendEvent({
          eventId: globalThis.crypto?.randomUUID?.() ?? String(event.timestamp),
          url: location.href,
          domain: location.hostname,
          timestamp: event.timestamp,
          props: { event: event.type, properties: event.data, ...(address ? { address } : {}) },
        })
        .catch(() => undefined)
    })

  return { enabled, stop: unsubscribe }
}
