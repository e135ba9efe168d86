import { describe, expect, it } from 'vitest'
import { createStorage } from './storage.js'

describe('storage', () => {
  it('W prefixes keys with @portico/ and round-trips JSON', () => {
    const raw = new Map<string, string>()
    const storage = createStorage({
      getItem: (k) => raw.get(k) ?? null,
      setItem: (k, v) => void raw.set(k, v),
      removeItem: (k) => void raw.delete(k),
    })
    storage.set('recent', ['a'])
    expect(raw.get('@portico/recent')).toBe('["a"]')
    expect(storage.get('recent')).toEqual(['a'])
    storage.remove('recent')
    expect(storage.get('recent')).toBeUndefined()
  })

  it('W never throws: bad JSON and a throwing backend read as undefined', () => {
    const broken = createStorage({
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('nope')
      },
    })
    expect(broken.get('x')).toBeUndefined()
    expect(() => broken.set('x', 1)).not.toThrow()
    expect(() => broken.remove('x')).not.toThrow()
    const garbage = createStorage({ getItem: () => '{oops', setItem: () => {}, removeItem: () => {} })
    expect(garbage.get('x')).toBeUndefined()
  })
})
