import type { AdapterConnection, Connector, WalletListEntry } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { type ConnectTarget, type ConnectWallet, useConnectWallet } from './useConnectWallet.js'

describe('useConnectWallet types', () => {
  it('connects a connector or a registry wallet', () => {
    expectTypeOf(useConnectWallet).returns.toEqualTypeOf<ConnectWallet>()
    expectTypeOf<Connector>().toExtend<ConnectTarget>()
    expectTypeOf<WalletListEntry>().toExtend<ConnectTarget>()
    expectTypeOf<ConnectWallet['connect']>().parameters.toEqualTypeOf<[target: ConnectTarget]>()
    expectTypeOf<ConnectWallet['connect']>().returns.toEqualTypeOf<Promise<AdapterConnection>>()
    expectTypeOf<ConnectWallet['status']>().toEqualTypeOf<'idle' | 'pending' | 'success' | 'error'>()
    expectTypeOf<ConnectWallet['connectors']>().toEqualTypeOf<Connector[]>()
    expectTypeOf<ConnectWallet['error']>().toEqualTypeOf<Error | undefined>()
    // A plain string is not a wallet.
    expectTypeOf<string>().not.toExtend<ConnectTarget>()
  })
})
