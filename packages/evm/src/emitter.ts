import type { AdapterEventMap, AdapterEventName } from '@portico/core'

type Listener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

/** The adapter's typed event emitter. */
export type AdapterEmitter = {
  on<E extends AdapterEventName>(event: E, listener: Listener<E>): () => void
  emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void
}

/** Creates an emitter; a listener that throws is logged and does not stop the others. */
export function createAdapterEmitter(): AdapterEmitter {
  const listeners = new Map<AdapterEventName, Set<Listener<any>>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          console.error(`@portico/evm: a "${event}" listener threw`, error)
        }
      }
    },
  }
}
