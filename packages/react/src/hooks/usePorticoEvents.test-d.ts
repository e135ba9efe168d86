import type { PorticoEvent } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { usePorticoEvents } from './usePorticoEvents.js'

describe('usePorticoEvents types', () => {
  it('returns the last event with a timestamp, or undefined', () => {
    expectTypeOf(usePorticoEvents).returns.toEqualTypeOf<(PorticoEvent & { timestamp: number }) | undefined>()
  })
})
