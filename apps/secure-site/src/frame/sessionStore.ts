/** Where the secure site keeps its session: its own origin's storage, never the app's. */
const KEY = '@portico/secure-site/session'

/** A logged-in session on the secure site. */
export interface StoredSession {
  email: string
  userId: string
  accessToken: string
  refreshToken: string
  /** E-23: the account type the user chose (default: the smart account). */
  preferredAccountType?: 'smartAccount' | 'eoa'
}

/** Reads and writes the session in a Storage (localStorage in the browser). */
export function sessionStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  return {
    get(): StoredSession | null {
      try {
        const raw = storage.getItem(KEY)
        const parsed = raw ? (JSON.parse(raw) as Partial<StoredSession>) : null
        if (!parsed || typeof parsed.accessToken !== 'string' || typeof parsed.refreshToken !== 'string')
          return null
        if (typeof parsed.email !== 'string' || typeof parsed.userId !== 'string') return null
        return parsed as StoredSession
      } catch {
        return null
      }
    },
    set(session: StoredSession): void {
      storage.setItem(KEY, JSON.stringify(session))
    },
    clear(): void {
      storage.removeItem(KEY)
    },
  }
}
export type SessionStore = ReturnType<typeof sessionStore>
