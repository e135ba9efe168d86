import type { AccountStatus, CaipAddress, CaipNetwork, ChainNamespace, Connector } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type PorticoConnection, usePorticoConnection } from './usePorticoConnection.js'

describe('usePorticoConnection types', () => {
  it('returns address, chain, status and connector', () => {
    expectTypeOf(usePorticoConnection).parameters.toEqualTypeOf<[]>()
    expectTypeOf(usePorticoConnection).returns.toEqualTypeOf<PorticoConnection>()
    expectTypeOf<PorticoConnection['status']>().toEqualTypeOf<AccountStatus>()
    expectTypeOf<PorticoConnection['address']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<PorticoConnection['caipAddress']>().toEqualTypeOf<CaipAddress | undefined>()
    expectTypeOf<PorticoConnection['namespace']>().toEqualTypeOf<ChainNamespace | undefined>()
    expectTypeOf<PorticoConnection['chain']>().toEqualTypeOf<CaipNetwork | undefined>()
    expectTypeOf<PorticoConnection['chainId']>().toEqualTypeOf<number | string | undefined>()
    expectTypeOf<PorticoConnection['connector']>().toEqualTypeOf<Connector | undefined>()
    expectTypeOf<PorticoConnection['isConnected']>().toEqualTypeOf<boolean>()
  })
})
