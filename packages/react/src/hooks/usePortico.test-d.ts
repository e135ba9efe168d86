import type { OpenParameters } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { usePortico } from './usePortico.js'

describe('usePortico types', () => {
  it('returns open(parameters?) and close()', () => {
    type Result = ReturnType<typeof usePortico>
    expectTypeOf<Parameters<Result['open']>>().toEqualTypeOf<[parameters?: OpenParameters]>()
    expectTypeOf<Result['close']>().toEqualTypeOf<() => void>()
    expectTypeOf<{ view: 'Networks' }>().toExtend<OpenParameters>()
    expectTypeOf<{ view: 'NoSuchView' }>().not.toExtend<OpenParameters>()
  })
})
