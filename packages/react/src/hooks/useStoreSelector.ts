import { useRef, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Reads a slice of a vanilla store; the component re-renders only when the slice changes (shallow
 * comparison for plain objects and arrays).
 */
export function useStoreSelector<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  const cache = useRef<{ value: T } | undefined>(undefined)
  const get = () => {
    const next = selector(store.getState())
    if (cache.current && shallowEqual(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }
  return useSyncExternalStore(store.subscribe, get, get)
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
