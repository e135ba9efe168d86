import { describe, expect, expectTypeOf, it } from 'vitest'
import { InvalidOptionError } from './errors/errors.js'
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  type Features,
  type PorticoOptions,
  resolveOptions,
} from './options.js'
import { evmNetwork } from './testing/fixtures.js'

const base = { projectId: 'portico-dev', networks: [evmNetwork(31337)] }

describe('options', () => {
  it('A-05 every option of the spec exists on PorticoOptions (the four orders live under features)', () => {
    type Named =
      | 'features'
      | 'remoteFeatures'
      | 'projectId'
      | 'sdkType'
      | 'sdkVersion'
      | 'customWallets'
      | 'includeWalletIds'
      | 'excludeWalletIds'
      | 'featuredWalletIds'
      | 'tokens'
      | 'termsConditionsUrl'
      | 'privacyPolicyUrl'
      | 'metadata'
      | 'siwx'
      | 'defaultAccountTypes'
      | 'enableNetworkSwitch'
      | 'allowUnsupportedChain'
      | 'enableWalletConnect'
      | 'enableEIP6963'
      | 'enableEmbedded'
    expectTypeOf<Named>().toExtend<keyof PorticoOptions>()
    expectTypeOf<
      'connectMethodsOrder' | 'walletFeaturesOrder' | 'collapseWallets' | 'connectorTypeOrder'
    >().toExtend<keyof Features>()
    // @ts-expect-error an unknown option is a compile error (tsc checks this file)
    const unknown: PorticoOptions = { ...base, teleport: true }
    expect(unknown).toBeDefined()
  })

  it('A-08 default features: send, receive, swaps, onramp on; order onramp, swaps, receive, send', () => {
    const { features } = resolveOptions(base)
    expect([features.send, features.receive, features.swaps, features.onramp]).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('A-08 each feature falls back to its default individually', () => {
    const { features } = resolveOptions({ ...base, features: { swaps: false } })
    expect(features).toEqual({ ...DEFAULT_FEATURES, swaps: false })
  })

  it('A-19 T-19 default account types', () => {
    expect(resolveOptions(base).defaultAccountTypes).toEqual(DEFAULT_ACCOUNT_TYPES)
    expect(DEFAULT_ACCOUNT_TYPES).toMatchObject({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it.each([
    [{ ...base, networks: [] }, 'networks'],
    [{ ...base, projectId: 42 }, 'projectId'],
    [{ ...base, themeMode: 'blue' }, 'themeMode'],
    [{ ...base, excludeWalletIds: 'metamask' }, 'excludeWalletIds'],
    [{ ...base, enableEIP6963: 'yes' }, 'enableEIP6963'],
    [{ ...base, gatewayUrl: 'not a url' }, 'gatewayUrl'],
    [{ ...base, features: { teleport: true } }, 'features.teleport'],
    [{ ...base, networks: [{ ...evmNetwork(1), caipNetworkId: 'eip155' }] }, 'networks[0].caipNetworkId'],
    [{ ...base, allWallets: 'SOMETIMES' }, 'allWallets'],
    [{ ...base, basic: 'yes' }, 'basic'],
    [{ ...base, locale: 7 }, 'locale'],
    [{ ...base, locale: '' }, 'locale'],
    [{ ...base, features: { connectMethodsOrder: ['fax'] } }, 'features.connectMethodsOrder'],
    [{ ...base, features: { connectorTypeOrder: 'recent' } }, 'features.connectorTypeOrder'],
  ])('invalid options fail with an error naming the option (%#)', (options, name) => {
    expect(() => resolveOptions(options as never)).toThrow(InvalidOptionError)
    expect(() => resolveOptions(options as never)).toThrow(`"${name}"`)
  })
})
