import { describe, expect, it, vi } from 'vitest'
import { createAdapterEmitter } from './adapterEmitter.js'
import { watchWalletRegistry } from './watchWalletRegistry.js'

describe('adapter kit', () => {
  it('delivers adapter events to every listener even when one throws, until unsubscribed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const emitter = createAdapterEmitter('@portico/test')
    const seen: string[] = []
    emitter.on('disconnect', () => {
      throw new Error('boom')
    })
    const off = emitter.on('disconnect', ({ connectorId }) => seen.push(connectorId))
    emitter.emit('disconnect', { connectorId: 'a' })
    off()
    emitter.emit('disconnect', { connectorId: 'b' })
    expect(seen).toEqual(['a'])
    expect(error).toHaveBeenCalledWith('@portico/test: a "disconnect" listener threw', expect.any(Error))
    error.mockRestore()
  })

  it('follows a wallet registry: wallets present and later ones, a handler that throws on one skips only it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const listeners = {
      register: new Set<(...w: string[]) => void>(),
      unregister: new Set<(...w: string[]) => void>(),
    }
    const registry = {
      get: () => ['first'],
      on: (event: 'register' | 'unregister', listener: (...w: string[]) => void) => {
        listeners[event].add(listener)
        return () => listeners[event].delete(listener)
      },
    }
    const registered: string[] = []
    const stop = watchWalletRegistry(registry, '@portico/test', {
      onRegister: (wallet) => {
        if (wallet === 'bad') throw new Error('malformed')
        registered.push(wallet)
      },
      onUnregister: (wallet) => registered.splice(registered.indexOf(wallet), 1),
    })
    for (const listener of listeners.register) listener('bad', 'second')
    for (const listener of listeners.unregister) listener('first')
    expect(registered).toEqual(['second'])
    expect(warn).toHaveBeenCalledTimes(1)
    stop()
    expect(listeners.register.size + listeners.unregister.size).toBe(0)
    warn.mockRestore()
  })
})
