import type { CaipNetwork } from '@portico/core'
import { base, fromViemChain, optimism, solana } from '@portico/core/networks'
import { expectTypeOf, test } from 'vitest'

test('the networks of @portico/core/networks are CaipNetworks', () => {
  expectTypeOf(base).toEqualTypeOf<CaipNetwork>()
  expectTypeOf(optimism).toExtend<CaipNetwork>()
  expectTypeOf(solana).toExtend<CaipNetwork>()
  expectTypeOf(fromViemChain).returns.toEqualTypeOf<CaipNetwork>()
})
