import type { ReactNode } from 'react'
import { describe, expectTypeOf, it } from 'vitest'
import type { ConnectButtonCustom, ConnectButtonCustomProps } from './ConnectButtonCustom.js'

describe('ConnectButtonCustom types', () => {
  it('children is a function of the render props returning a ReactNode', () => {
    type Props = Parameters<typeof ConnectButtonCustom>[0]
    expectTypeOf<Props['children']>().toEqualTypeOf<(props: ConnectButtonCustomProps) => ReactNode>()
    expectTypeOf<ConnectButtonCustomProps['mounted']>().toEqualTypeOf<boolean>()
    expectTypeOf<ConnectButtonCustomProps['ready']>().toEqualTypeOf<boolean>()
    expectTypeOf<ConnectButtonCustomProps['openConnectModal']>().toEqualTypeOf<() => void>()
    expectTypeOf<ConnectButtonCustomProps['openAccountModal']>().toEqualTypeOf<() => void>()
    expectTypeOf<ConnectButtonCustomProps['openChainModal']>().toEqualTypeOf<() => void>()
    expectTypeOf<NonNullable<ConnectButtonCustomProps['account']>['displayAddress']>().toEqualTypeOf<string>()
    expectTypeOf<NonNullable<ConnectButtonCustomProps['chain']>['name']>().toEqualTypeOf<string>()
    // An element is not a render function.
    expectTypeOf<ReactNode>().not.toExtend<Props['children']>()
  })
})
