import type { CaipNetwork, CaipNetworkId } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { usePorticoNetwork } from './usePorticoNetwork.js'

describe('usePorticoNetwork types', () => {
  it('returns the active network and switchNetwork(network)', () => {
    type Result = ReturnType<typeof usePorticoNetwork>
    expectTypeOf<Result['caipNetwork']>().toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf<Result['caipNetworkId']>().toEqualTypeOf<CaipNetworkId | undefined>()
    expectTypeOf<Result['chainId']>().toEqualTypeOf<number | string | undefined>()
    expectTypeOf<Result['switchNetwork']>().parameters.toEqualTypeOf<[network: CaipNetwork]>()
  })
})
