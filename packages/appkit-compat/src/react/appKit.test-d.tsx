import type { CaipNetwork } from '@portico/core'
import { expectTypeOf, test } from 'vitest'
import type { Config } from 'wagmi'
import { WagmiAdapter } from '../adapters/wagmi.js'
import { base, optimism, solana } from '../networks.js'
import {
  type AppKit,
  type AppKitEvent,
  createAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
} from './index.js'

test("AppKit's quick start type-checks on the compat entries", () => {
  const networks = [base, optimism, solana]
  const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'p' })
  expectTypeOf(wagmiAdapter.wagmiConfig).toExtend<Config>()
  const appKit = createAppKit({
    adapters: [wagmiAdapter],
    networks,
    projectId: 'p',
    metadata: { name: 'App', description: 'App', url: 'https://app.example', icons: [] },
    features: { analytics: true, email: true, socials: ['google'] },
    themeVariables: { '--w3m-accent': '#000', '--w3m-qr-color': '#fff' },
  })
  expectTypeOf(appKit).toEqualTypeOf<AppKit>()
  // The elements are typed for TSX, with AppKit's attributes.
  const element = (
    <>
      <appkit-button label="Connect" balance="hide" size="sm" />
      <appkit-network-button />
      <appkit-account-button balance="show" />
      <appkit-connect-button label="Sign in" />
    </>
  )
  expectTypeOf(element).not.toBeAny()
})

test("the hooks' shapes", () => {
  expectTypeOf(useAppKitAccount).returns.toHaveProperty('isConnected').toEqualTypeOf<boolean>()
  expectTypeOf(useAppKitNetwork)
    .returns.toHaveProperty('caipNetwork')
    .toEqualTypeOf<CaipNetwork | undefined>()
  expectTypeOf(useAppKitEvents).returns.toEqualTypeOf<AppKitEvent>()
  type Eip1193 = { request(args: { method: string }): Promise<unknown> }
  expectTypeOf(useAppKitProvider<Eip1193>)
    .returns.toHaveProperty('walletProvider')
    .toEqualTypeOf<Eip1193 | undefined>()
})
