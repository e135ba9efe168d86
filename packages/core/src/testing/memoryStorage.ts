import type { KeyValueBackend } from '../storage/storage.js'

/** A storage backend over a Map (tests): what the client stores can be read and preset through `map`. */
export const memoryStorage = (map: Map<string, string>): KeyValueBackend => ({
  getItem: (key) => map.get(key) ?? null,
  setItem: (key, value) => void map.set(key, value),
  removeItem: (key) => void map.delete(key),
})
