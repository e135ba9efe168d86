/** F-11: our own key prefix (AppKit uses `@appkit-wallet/`). */
export const LOGIN_STORAGE_PREFIX = '@portico/embedded-wallet/'

/**
 * F-11: what the app's origin keeps about an embedded-wallet login. No session token: it stays on the secure
 * site's origin (docs/embedded-wallet-trust-model.md).
 */
export const LoginKeys = {
  EMAIL_LOGIN_USED: 'EMAIL_LOGIN_USED_KEY',
  EMAIL: 'EMAIL',
  LAST_USED_CHAIN: 'LAST_USED_CHAIN_KEY',
  SOCIAL_USERNAME: 'SOCIAL_USERNAME',
  /** F-19: the provider of the last social login. */
  SOCIAL_PROVIDER: 'CONNECTED_SOCIAL',
  PREFERRED_ACCOUNT_TYPE: 'PREFERRED_ACCOUNT_TYPE',
  LAST_EMAIL_LOGIN_TIME: 'LAST_EMAIL_LOGIN_TIME',
  SMART_ACCOUNT_ENABLED_NETWORKS: 'SMART_ACCOUNT_ENABLED_NETWORKS',
} as const
export type LoginKey = (typeof LoginKeys)[keyof typeof LoginKeys]

/** The stored login state, over any Storage (localStorage by default). Storage errors are swallowed. */
export function loginStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const full = (key: LoginKey) => `${LOGIN_STORAGE_PREFIX}${key}`
  return {
    get(key: LoginKey): string | null {
      try {
        return storage.getItem(full(key))
      } catch {
        return null
      }
    },
    set(key: LoginKey, value: string): void {
      try {
        storage.setItem(full(key), value)
      } catch {
        // Private mode or a full quota: the login still works for this page.
      }
    },
    /** F-11: forgets everything (disconnect, or a failed connection check). */
    clear(): void {
      for (const key of Object.values(LoginKeys)) {
        try {
          storage.removeItem(full(key))
        } catch {
          // As above.
        }
      }
    },
    /** F-13: whether a login was used before (the iframe is then created at startup). */
    wasEmailLoginUsed(): boolean {
      return this.get(LoginKeys.EMAIL_LOGIN_USED) === 'true'
    },
  }
}
export type LoginStorage = ReturnType<typeof loginStorage>
