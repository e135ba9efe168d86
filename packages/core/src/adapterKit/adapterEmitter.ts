import type { AdapterEventMap, AdapterEventName } from '../types/adapter.js'

/**
 * Typed adapter events on the platform's `EventTarget`, for adapters to build on (a listener that throws is
 * reported with `source` in the message and does not stop the others).
 */
export function createAdapterEmitter(source: string) {
  const target = new EventTarget()
  return {
    on<E extends AdapterEventName>(event: E, listener: (payload: AdapterEventMap[E]) => void): () => void {
      const handler = (message: Event) => {
        try {
          listener((message as CustomEvent<AdapterEventMap[E]>).detail)
        } catch (error) {
          console.error(`${source}: a "${event}" listener threw`, error)
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
