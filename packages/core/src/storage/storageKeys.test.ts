import { describe, expect, it } from 'vitest'
import { createStorage } from './storage.js'
import { StorageKeys, storedConnections } from './storageKeys.js'

const backed = () => {
  const map = new Map<string, string>()
  const storage = createStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  })
  return { map, storage }
}

describe('stored connections', () => {
  it('W-02 one `connections` entry holds each namespace’s connector; removing the last removes the key', () => {
    const { map, storage } = backed()
    const connections = storedConnections(storage)
    connections.set('eip155', 'io.metamask')
    connections.set('solana', 'Phantom')
    expect(JSON.parse(map.get(`@portico/${StorageKeys.connections}`) ?? '')).toEqual({
      eip155: 'io.metamask',
      solana: 'Phantom',
    })
    connections.remove('eip155')
    expect(connections.get('eip155')).toBeUndefined()
    expect(connections.get('solana')).toBe('Phantom')
    connections.remove('solana')
    expect(map.has(`@portico/${StorageKeys.connections}`)).toBe(false)
  })

  it('W-03 a connector id that is not a string (edited or corrupt storage) reads as none', () => {
    const { map, storage } = backed()
    map.set('@portico/connections', JSON.stringify({ eip155: { id: 'x' }, solana: 7 }))
    expect(storedConnections(storage).get('eip155')).toBeUndefined()
    expect(storedConnections(storage).get('solana')).toBeUndefined()
  })
})
