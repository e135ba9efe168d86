import type { AdapterConnection } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { useWalletConnectUri, type WalletConnectUri } from './useWalletConnectUri.js'

describe('useWalletConnectUri types', () => {
  it('returns the pairing URI, its state and start()', () => {
    expectTypeOf(useWalletConnectUri).returns.toEqualTypeOf<WalletConnectUri>()
    expectTypeOf<WalletConnectUri['uri']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<WalletConnectUri['expiry']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<WalletConnectUri['status']>().toEqualTypeOf<
      'idle' | 'loading' | 'pairing' | 'connecting' | 'connected' | 'error'
    >()
    expectTypeOf<WalletConnectUri['start']>().returns.toEqualTypeOf<Promise<AdapterConnection>>()
  })
})
