import type { PorticoEvent } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'

/** The last event the modal emitted (open, close, connect, switch network…). */
export function usePorticoEvents() {
  const portico = usePorticoInstance()
  const [event, setEvent] = useState<(PorticoEvent & { timestamp: number }) | undefined>()
  useEffect(() => portico.subscribeEvents(setEvent), [portico])
  return event
}
