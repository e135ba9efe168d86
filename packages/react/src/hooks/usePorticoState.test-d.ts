import type { CaipNetworkId, ChainNamespace } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { usePorticoState } from './usePorticoState.js'

describe('usePorticoState types', () => {
  it('A-01 returns { open, loading, selectedNetworkId, activeChain }', () => {
    expectTypeOf(usePorticoState).returns.toEqualTypeOf<{
      open: boolean
      loading: boolean
      selectedNetworkId: CaipNetworkId | undefined
      activeChain: ChainNamespace | undefined
    }>()
  })
})
