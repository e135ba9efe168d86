import { STORAGE_PREFIX } from '../constants.js'

/** A key-value store; `localStorage` in the browser, a Map elsewhere. */
export type KeyValueBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Storage that never throws (server rendering, private mode, full quota, bad JSON). Keys get `@portico/`. */
export type PorticoStorage = {
  get<T>(key: string): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

function defaultBackend(): KeyValueBackend | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/**
 * Creates the storage wrapper. Values are JSON; unreadable values read as undefined.
 *
 * @example
 * const storage = createStorage()
 * storage.set('recent_wallets', ['io.metamask'])
 */
export function createStorage(backend: KeyValueBackend | undefined = defaultBackend()): PorticoStorage {
  const memory = new Map<string, string>()
  const store: KeyValueBackend = backend ?? {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
  return {
    get<T>(key: string) {
      try {
        const raw = store.getItem(STORAGE_PREFIX + key)
        return raw === null ? undefined : (JSON.parse(raw) as T)
      } catch {
        return undefined
      }
    },
    set(key, value) {
      try {
        store.setItem(STORAGE_PREFIX + key, JSON.stringify(value))
      } catch {
        // Quota or privacy mode: the value is simply not persisted.
      }
    },
    remove(key) {
      try {
        store.removeItem(STORAGE_PREFIX + key)
      } catch {
        // Nothing to do.
      }
    },
  }
}
