import type { ChainNamespace } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { useDisconnect } from './useDisconnect.js'

describe('useDisconnect types', () => {
  it('disconnect(namespace?) takes a chain namespace', () => {
    type Disconnect = ReturnType<typeof useDisconnect>['disconnect']
    expectTypeOf<Disconnect>().parameters.toEqualTypeOf<[namespace?: ChainNamespace]>()
    expectTypeOf<Disconnect>().returns.toExtend<Promise<unknown>>()
  })
})
