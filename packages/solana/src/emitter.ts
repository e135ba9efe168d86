import type { AdapterEventMap, AdapterEventName } from '@portico/core'

/** The adapter's typed events, on the platform's `EventTarget` (a listener that throws is reported, not fatal). */
export function createAdapterEmitter() {
  const target = new EventTarget()
  return {
    on<E extends AdapterEventName>(event: E, listener: (payload: AdapterEventMap[E]) => void): () => void {
      const handler = (message: Event) => {
        try {
          listener((message as CustomEvent<AdapterEventMap[E]>).detail)
        } catch (error) {
          console.error(`@portico/solana: a "${event}" listener threw`, error)
        }
      }
      target.addEventListener(event, handler)
      return () => target.removeEventListener(event, handler)
    },
    emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
      target.dispatchEvent(new CustomEvent(event, { detail: payload }))
    },
  }
}
