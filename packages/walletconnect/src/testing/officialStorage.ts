import type { CoreTypes } from '@walletconnect/types'

/** The storage interface the official 2.21.8 client takes (test oracles only). */
export type OfficialStorage = NonNullable<CoreTypes.Options['storage']>

/**
 * Key-value storage in memory for the official client outside a browser (Node tests and tools). In Node
 * the client's default writes a database file into the working directory.
 */
export function createOfficialStorage(): OfficialStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => void entries.set(key, value),
    removeItem: async (key) => void entries.delete(key),
  }
}
