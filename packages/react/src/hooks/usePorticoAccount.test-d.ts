import type { AccountStatus, CaipAddress, ConnectedWalletInfo } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { usePorticoAccount } from './usePorticoAccount.js'

describe('usePorticoAccount types', () => {
  it('returns the account fields', () => {
    expectTypeOf(usePorticoAccount).returns.toEqualTypeOf<{
      address: string | undefined
      caipAddress: CaipAddress | undefined
      isConnected: boolean
      status: AccountStatus
      balance: string | undefined
      balanceSymbol: string | undefined
      walletInfo: ConnectedWalletInfo | undefined
    }>()
  })
})
