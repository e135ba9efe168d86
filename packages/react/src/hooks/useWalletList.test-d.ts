import type { WalletListEntry } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import { useWalletList, type WalletList } from './useWalletList.js'

describe('useWalletList types', () => {
  it('returns the wallet list with search and paging', () => {
    expectTypeOf(useWalletList).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useWalletList).returns.toEqualTypeOf<WalletList>()
    expectTypeOf<WalletList['wallets']>().toEqualTypeOf<WalletListEntry[]>()
    expectTypeOf<WalletList['setQuery']>().parameters.toEqualTypeOf<[query: string]>()
    expectTypeOf<WalletList['loadMore']>().returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<WalletList['hasMore']>().toEqualTypeOf<boolean>()
    expectTypeOf<WalletList['error']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<WalletList['walletImage']>().returns.toEqualTypeOf<string>()
  })
})
