/** Async key-value storage for keys, pairings and sessions (the shape of the official client's storage). */
export type KeyValueStorage = {
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** In-memory storage for Node callers and tests. */
export function createMemoryStorage(): KeyValueStorage & { getKeys(): Promise<string[]> } {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getItem: async <T>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    setItem: async (key, value) => void entries.set(key, structuredClone(value)),
    removeItem: async (key) => void entries.delete(key),
  }
}

/** `localStorage` as {@link KeyValueStorage} (JSON values), the browser default. */
export function createLocalStorage(target: Storage = localStorage): KeyValueStorage {
  return {
    async getItem<T>(key: string) {
      const text = target.getItem(key)
      return text === null ? undefined : (JSON.parse(text) as T)
    },
    setItem: async (key, value) => target.setItem(key, JSON.stringify(value)),
    removeItem: async (key) => target.removeItem(key),
  }
}
