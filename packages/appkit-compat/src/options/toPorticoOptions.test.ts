import { anvil } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { toPorticoOptions, UNSUPPORTED_OPTIONS_GUIDE, unsupportedOptionsMessage } from './toPorticoOptions.js'

const base = { projectId: 'my-project', networks: [anvil] }

describe('toPorticoOptions', () => {
  it('passes AppKit options that Portico has under the same name through unchanged', () => {
    const given = {
      ...base,
      defaultNetwork: anvil,
      metadata: { name: 'App', description: 'd', url: 'https://app.example', icons: [] },
      themeMode: 'light' as const,
      featuredWalletIds: ['a'],
      includeWalletIds: ['b'],
      excludeWalletIds: ['c'],
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      allWallets: 'HIDE' as const,
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      enableWalletConnect: false,
      enableInjected: true,
      enableEIP6963: true,
      defaultAccountTypes: { eip155: 'eoa' as const },
      siwx: true,
    }
    const { options, unsupported } = toPorticoOptions(given)
    expect(options).toEqual(given)
    expect(unsupported).toEqual([])
  })

  it('keeps the features Portico has and names the others', () => {
    const { options, unsupported } = toPorticoOptions({
      ...base,
      features: { analytics: false, email: true, socials: ['google'], swaps: false, emailShowWallets: true },
    })
    expect(options.features).toEqual({ analytics: false, email: true, socials: ['google'], swaps: false })
    expect(unsupported).toEqual(['features.emailShowWallets'])
  })

  it('maps --w3m-* theme variables to --portico-* and names those Portico lacks', () => {
    const { options, unsupported } = toPorticoOptions({
      ...base,
      themeVariables: { '--w3m-accent': '#00f', '--w3m-z-index': 1000, '--w3m-qr-color': '#000' },
    })
    expect(options.themeVariables).toEqual({ '--portico-accent': '#00f', '--portico-z-index': 1000 })
    expect(unsupported).toEqual(['themeVariables.--w3m-qr-color'])
  })

  it("names every AppKit option with no Portico meaning, and takes the first adapter's gateway", () => {
    const adapter = {
      namespace: 'eip155' as const,
      porticoAdapter: {} as never,
      gatewayUrl: 'https://gw.example',
    }
    const { options, unsupported } = toPorticoOptions({
      ...base,
      adapters: [adapter],
      enableCoinbase: false,
      debug: true,
      customRpcUrls: {},
      universalProviderConfigOverride: {},
    })
    expect(unsupported).toEqual([
      'enableCoinbase',
      'debug',
      'customRpcUrls',
      'universalProviderConfigOverride',
    ])
    expect(options.gatewayUrl).toBe('https://gw.example')
    expect(options).not.toHaveProperty('adapters')
    expect(
      toPorticoOptions({ ...base, adapters: [adapter], gatewayUrl: 'https://mine' }).options.gatewayUrl,
    ).toBe('https://mine')
  })

  it('words the warning with every name and the page of the migration guide', () => {
    const message = unsupportedOptionsMessage(['enableCoinbase', 'features.pay'])
    expect(message).toContain('enableCoinbase, features.pay')
    expect(message).toContain(UNSUPPORTED_OPTIONS_GUIDE)
  })
})
