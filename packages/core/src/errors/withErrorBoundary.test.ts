import { describe, expect, it, vi } from 'vitest'
import { BaseError } from './BaseError.js'
import { ConnectionRejectedError } from './errors.js'
import { withErrorBoundary } from './withErrorBoundary.js'

describe('withErrorBoundary', () => {
  it('P-15 S-41 a throw is rethrown with category INTERNAL_SDK_ERROR and message x, and reported', () => {
    const sendError = vi.fn()
    const original = new Error('x')
    const wrapped = withErrorBoundary(
      {
        f(): number {
          throw original
        },
      },
      sendError,
    )
    const error = (() => {
      try {
        wrapped.f()
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ category: 'INTERNAL_SDK_ERROR', message: 'x', name: 'PorticoError' })
    expect((error as Error).cause).toBe(original)
    expect((error as Error).stack).toBe(original.stack)
    expect(sendError).toHaveBeenCalledExactlyOnceWith(error)
  })

  it('P-15 a rejected promise is rethrown with the given category and reported', async () => {
    const sendError = vi.fn()
    const wrapped = withErrorBoundary(
      { f: async () => Promise.reject(new TypeError('bad json')) },
      sendError,
      'DATA_PARSING_ERROR',
    )
    await expect(wrapped.f()).rejects.toMatchObject({ category: 'DATA_PARSING_ERROR', message: 'bad json' })
    expect(sendError).toHaveBeenCalledOnce()
  })

  it('P-15 success paths are unchanged: same value, sync stays sync, this and arguments kept', async () => {
    const sendError = vi.fn()
    const controller = {
      base: 40,
      add(n: number) {
        return this.base + n
      },
      async later(n: number) {
        return n * 2
      },
    }
    const wrapped = withErrorBoundary(controller, sendError)
    expect(wrapped.add(2)).toBe(42)
    expect(wrapped.base).toBe(40)
    await expect(wrapped.later(4)).resolves.toBe(8)
    expect(sendError).not.toHaveBeenCalled()
  })

  it('P-15 Portico errors and user rejections pass through unchanged and are not reported', async () => {
    const sendError = vi.fn()
    const rejected = new ConnectionRejectedError()
    const walletNo = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wrapped = withErrorBoundary(
      {
        connect: async () => Promise.reject(rejected),
        sign: async () => Promise.reject(walletNo),
      },
      sendError,
    )
    await expect(wrapped.connect()).rejects.toBe(rejected)
    await expect(wrapped.sign()).rejects.toBe(walletNo)
    expect(sendError).not.toHaveBeenCalled()
  })

  it('P-15 a reporter that throws never hides the error', () => {
    const wrapped = withErrorBoundary(
      {
        f() {
          throw new Error('x')
        },
      },
      () => {
        throw new Error('reporter down')
      },
    )
    expect(() => wrapped.f()).toThrow('x')
  })
})
