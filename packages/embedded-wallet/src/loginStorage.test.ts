import { describe, expect, it } from 'vitest'
import { LOGIN_STORAGE_PREFIX, LoginKeys, loginStorage } from './loginStorage.js'

describe('stored login state (F-11, F-13)', () => {
  it('F-11 keys live under our own prefix and clear() removes every one', () => {
    const store = loginStorage(localStorage)
    store.set(LoginKeys.EMAIL_LOGIN_USED, 'true')
    store.set(LoginKeys.EMAIL, 'ada@example.com')
    store.set(LoginKeys.LAST_USED_CHAIN, '31337')
    expect(localStorage.getItem(`${LOGIN_STORAGE_PREFIX}EMAIL`)).toBe('ada@example.com')
    expect(store.wasEmailLoginUsed()).toBe(true)
    store.clear()
    expect(Object.keys(localStorage).filter((k) => k.startsWith(LOGIN_STORAGE_PREFIX))).toEqual([])
    expect(store.wasEmailLoginUsed()).toBe(false)
  })

  it('F-11 no session token is kept on the app origin', () => {
    expect(Object.values(LoginKeys).some((k) => /SESSION|TOKEN/.test(k))).toBe(false)
  })

  it('a storage that throws (private mode) does not break the login', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const store = loginStorage(broken)
    expect(() => store.set(LoginKeys.EMAIL, 'x')).not.toThrow()
    expect(store.get(LoginKeys.EMAIL)).toBeNull()
    expect(() => store.clear()).not.toThrow()
  })
})
