import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_LOG_LEVEL, LOGGER_BUFFER_BYTES } from '../constants.js'
import { createLogger } from './logger.js'

const silentConsole = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('logger (P-19)', () => {
  it("P-19 T-25 a fresh logger is at level 'error': only errors reach the console, every entry is kept", () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    const sink = silentConsole()
    const logger = createLogger({ console: sink, now: () => 7 })
    expect(logger.level).toBe('error')
    logger.warn('balance unavailable', new Error('503'))
    logger.error('adapter failed to load', 'chunk missing')
    expect(sink.warn).not.toHaveBeenCalled()
    expect(sink.error).toHaveBeenCalledWith('[portico] adapter failed to load', 'chunk missing')
    expect(logger.entries()).toEqual([
      { time: 7, level: 'warn', message: 'balance unavailable', details: 'Error: 503' },
      { time: 7, level: 'error', message: 'adapter failed to load', details: 'chunk missing' },
    ])
    logger.setLevel('warn')
    logger.warn('now shown')
    expect(sink.warn).toHaveBeenCalledWith('[portico] now shown')
    expect(() => logger.setLevel('loud' as never)).toThrow('Invalid log level')
  })

  it('P-19 T-25 the buffer holds 1,024,000 bytes: writing more evicts the oldest entries first', () => {
    expect(LOGGER_BUFFER_BYTES).toBe(1_024_000)
    const logger = createLogger({ console: silentConsole(), now: () => 0 })
    const line = 'x'.repeat(10_000)
    for (let i = 0; i < 120; i++) logger.info(`${i} ${line}`)
    const entries = logger.entries()
    const bytes = entries.reduce((n, e) => n + new TextEncoder().encode(JSON.stringify(e)).length, 0)
    expect(bytes).toBeLessThanOrEqual(LOGGER_BUFFER_BYTES)
    expect(bytes + 10_050).toBeGreaterThan(LOGGER_BUFFER_BYTES)
    expect(entries.at(-1)?.message.startsWith('119 ')).toBe(true)
    expect(entries[0]?.message.startsWith(`${120 - entries.length} `)).toBe(true)
  })
})
