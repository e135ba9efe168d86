import { useEffect, useState } from 'react'
import { useAppKitInstance } from './useAppKitInstance.js'

/** An event as AppKit's `useAppKitEvents` gives it: Portico's event type as `event`, its data as `properties`. */
export type AppKitEvent = {
  timestamp: number
  data: { type: 'track'; event: string; properties?: unknown }
}

/**
 * AppKit's `useAppKitEvents`: the last event of the dialog (`MODAL_OPEN`, `CONNECT_SUCCESS`, `SWITCH_NETWORK`,
 * `DISCONNECT_SUCCESS`, …); before the first, `MODAL_CREATED` at the time the hook mounted.
 */
export function useAppKitEvents(): AppKitEvent {
  const portico = useAppKitInstance()
  const [event, setEvent] = useState<AppKitEvent>(() => ({
    timestamp: Date.now(),
    data: { type: 'track', event: 'MODAL_CREATED' },
  }))
  useEffect(
    () =>
      portico.subscribeEvents((next) =>
        setEvent({
          timestamp: next.timestamp,
          data: { type: 'track', event: next.type, properties: next.data },
        }),
      ),
    [portico],
  )
  return event
}
