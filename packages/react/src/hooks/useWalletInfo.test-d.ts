import type { ConnectedWalletInfo } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { useWalletInfo } from './useWalletInfo.js'

describe('useWalletInfo types', () => {
  it('returns the wallet info or undefined', () => {
    expectTypeOf(useWalletInfo).returns.toEqualTypeOf<ConnectedWalletInfo | undefined>()
  })
})
